import { MemoryPermitRate, permitSpacing, takePermits } from './permit-rate';

function rateAt(startUs = 5_000_000_000) {
  const clock = { us: startUs };
  return { rate: new MemoryPermitRate(() => clock.us), clock };
}

describe(MemoryPermitRate.name, () => {
  it('grants a tenth of a second of permits at once, then none until the next one frees up', () => {
    const { rate } = rateAt();
    expect(rate.take('mail', 50, 100)).toEqual({ granted: 10, waitMs: 0 });
    expect(rate.take('mail', 50, 100)).toEqual({ granted: 0, waitMs: 10 });
  });

  it('grants at least one permit at a time at rates below ten a second', () => {
    const { rate, clock } = rateAt();
    expect(rate.take('mail', 5, 2)).toEqual({ granted: 1, waitMs: 0 });
    expect(rate.take('mail', 5, 2)).toEqual({ granted: 0, waitMs: 500 });
    clock.us += 500_000;
    expect(rate.take('mail', 5, 2).granted).toBe(1);
  });

  it('never grants more than the rate and a tenth in any one-second window', () => {
    const { rate, clock } = rateAt();
    const grants: number[] = [];
    for (let step = 0; step < 5000; step++) {
      const { granted } = rate.take('mail', 7, 14);
      for (let i = 0; i < granted; i++) grants.push(clock.us);
      clock.us += 1_000 + ((step * 7919) % 13_000);
    }
    let most = 0;
    for (let i = 0, j = 0; i < grants.length; i++) {
      while (grants[i] - grants[j] >= 1_000_000) j++;
      most = Math.max(most, i - j + 1);
    }
    expect(most).toBeGreaterThanOrEqual(14);
    expect(most).toBeLessThanOrEqual(15);
    const seconds = (grants[grants.length - 1] - grants[0]) / 1_000_000;
    expect(grants.length / seconds).toBeLessThanOrEqual(14.1);
  });

  it('keeps keys apart', () => {
    const { rate } = rateAt();
    expect(rate.take('a', 100, 10).granted).toBe(1);
    expect(rate.take('b', 100, 10).granted).toBe(1);
    expect(rate.take('a', 100, 10).granted).toBe(0);
  });
});

describe(takePermits.name, () => {
  it('does not save up permits while idle', () => {
    const spacing = permitSpacing(100);
    const later = takePermits(1_000_000, 60_000_000, 1000, spacing);
    expect(later.granted).toBe(10);
    expect(later.tatUs).toBe(60_000_000 + 100_000);
  });
});
