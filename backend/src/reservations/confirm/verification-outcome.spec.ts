import { FixedClock } from '../../common/clock';
import { precheck, resendAllowed } from './verification-outcome';

const DAY = 24 * 3_600_000;

describe(precheck.name, () => {
  const createdAt = new Date('2026-11-01T12:00:00Z');
  const row = { is_verified: false, verified_at: null, expires_at: new Date(createdAt.getTime() + DAY) };

  it('accepts a link 24 h − 1 s after it was sent', () => {
    const clock = new FixedClock(createdAt);
    clock.advance(DAY - 1000);
    expect(precheck(row, clock.now())).toBe('verifiable');
  });

  it('calls a link expired 24 h + 1 s after it was sent', () => {
    const clock = new FixedClock(createdAt);
    clock.advance(DAY + 1000);
    expect(precheck(row, clock.now())).toBe('expired');
  });

  it('reports an unknown token and an already verified reservation', () => {
    expect(precheck(undefined, createdAt)).toBe('unknown');
    expect(precheck({ ...row, is_verified: true }, createdAt)).toBe('already_verified');
    expect(precheck({ ...row, verified_at: createdAt }, createdAt)).toBe('already_verified');
  });
});

describe(resendAllowed.name, () => {
  const now = new Date('2026-11-01T12:00:00Z');
  const limits = { cooldownMs: 60_000, perDay: 3 };

  it('waits out the cooldown after the last email', () => {
    const row = { last_sent_at: new Date(now.getTime() - 59_000), sent_count: 1, sent_window_start: now };
    expect(resendAllowed(row, now, limits)).toEqual({ allowed: false, limit: 'cooldown', retryAfterMs: 1_000 });
    expect(resendAllowed({ ...row, last_sent_at: new Date(now.getTime() - 61_000) }, now, limits).allowed).toBe(true);
  });

  it('allows three resends a day after the first email', () => {
    const row = { last_sent_at: new Date(now.getTime() - 3_600_000), sent_window_start: new Date(now.getTime() - 3_600_000) };
    expect(resendAllowed({ ...row, sent_count: 3 }, now, limits).allowed).toBe(true);
    expect(resendAllowed({ ...row, sent_count: 4 }, now, limits)).toEqual({
      allowed: false,
      limit: 'daily',
      retryAfterMs: DAY - 3_600_000,
    });
  });

  it('starts a new day once 24 h have passed since the window began', () => {
    const row = { last_sent_at: new Date(now.getTime() - DAY), sent_count: 4, sent_window_start: new Date(now.getTime() - DAY) };
    expect(resendAllowed(row, now, limits)).toEqual({ allowed: true });
  });
});
