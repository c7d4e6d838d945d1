import { MAX_RETRY_DELAY_MS, retryDelayMs } from './webhook-job';

describe(retryDelayMs.name, () => {
  it('waits the base after the first failure and doubles after each next one', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(retryDelayMs(30_000, 8)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(30_000, 10_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});
