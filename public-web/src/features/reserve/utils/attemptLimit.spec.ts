import { CLIENT_RATE_LIMIT } from '@gameshift/contracts';
import { describe, expect, it } from '@jest/globals';
import { checkAttemptLimit, recordAttempt } from './attemptLimit';

const NOW = 1_700_000_000_000;
const MINUTE = 60_000;

function stored(): unknown {
  return JSON.parse(window.localStorage.getItem(CLIENT_RATE_LIMIT.storageKey) ?? 'null');
}

describe('the attempt limit', () => {
  it('allows attempts up to the limit within the window', () => {
    for (let i = 0; i < CLIENT_RATE_LIMIT.attempts - 1; i++) recordAttempt(NOW + i);
    expect(checkAttemptLimit(NOW + MINUTE)).toEqual({ allowed: true });
  });

  it('refuses once the limit is reached and says how many minutes to wait', () => {
    for (let i = 0; i < CLIENT_RATE_LIMIT.attempts; i++) recordAttempt(NOW + i);
    expect(checkAttemptLimit(NOW + MINUTE)).toEqual({ allowed: false, minutes: 4 });
    expect(checkAttemptLimit(NOW + 4 * MINUTE + 30_000)).toEqual({ allowed: false, minutes: 1 });
  });

  it('allows again once the oldest attempt leaves the window', () => {
    for (let i = 0; i < CLIENT_RATE_LIMIT.attempts; i++) recordAttempt(NOW + i);
    expect(checkAttemptLimit(NOW + CLIENT_RATE_LIMIT.windowMs)).toEqual({ allowed: true });
  });

  it('keeps only the attempts inside the window, under its storage key', () => {
    recordAttempt(NOW);
    recordAttempt(NOW + CLIENT_RATE_LIMIT.windowMs + 1);
    expect(stored()).toEqual({ attempts: [NOW + CLIENT_RATE_LIMIT.windowMs + 1] });
  });

  it.each(['not json', '{"attempts":"many"}', '[1,2,3]', '{"attempts":[null,"x",1e400]}'])(
    'starts a fresh window over the corrupt value %p',
    (value) => {
      window.localStorage.setItem(CLIENT_RATE_LIMIT.storageKey, value);
      expect(checkAttemptLimit(NOW)).toEqual({ allowed: true });
      recordAttempt(NOW);
      expect(stored()).toEqual({ attempts: [NOW] });
    },
  );

  it('ignores attempts stamped in the future', () => {
    window.localStorage.setItem(
      CLIENT_RATE_LIMIT.storageKey,
      JSON.stringify({ attempts: Array.from({ length: CLIENT_RATE_LIMIT.attempts }, () => NOW + MINUTE) }),
    );
    expect(checkAttemptLimit(NOW)).toEqual({ allowed: true });
  });
});
