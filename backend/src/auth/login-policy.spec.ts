import { decayedFailures, loginDelaySeconds, secondsToWait } from './login-policy';

describe('admin sign-in policy', () => {
  it('lets five failures go by, then doubles the wait up to 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 14, 15, 40].map(loginDelaySeconds)).toEqual([0, 0, 1, 2, 4, 512, 900, 900]);
  });

  it('forgets one failure per ten quiet minutes', () => {
    expect(decayedFailures(8, 0)).toBe(8);
    expect(decayedFailures(8, 599)).toBe(8);
    expect(decayedFailures(8, 600)).toBe(7);
    expect(decayedFailures(8, 3600)).toBe(2);
    expect(decayedFailures(3, 86_400)).toBe(0);
  });

  it('tells a client how long to wait after its last failure', () => {
    const last = new Date('2026-01-01T00:00:00Z');
    const at = (s: number) => new Date(last.getTime() + s * 1000);
    expect(secondsToWait(4, last, at(0))).toBe(0);
    expect(secondsToWait(5, last, at(0))).toBe(1);
    expect(secondsToWait(7, last, at(1.5))).toBe(3);
    expect(secondsToWait(7, last, at(4))).toBe(0);
    expect(secondsToWait(20, last, at(60))).toBe(840);
    expect(secondsToWait(3, last, at(-0.2))).toBe(0);
  });
});
