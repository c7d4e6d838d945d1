import { describe, expect, it } from '@jest/globals';
import { percent } from './useTraffic';

describe(percent.name, () => {
  it('shows a share as a whole percentage, up to 100 %', () => {
    expect(percent(1, 3)).toBe('33%');
    expect(percent(3, 3)).toBe('100%');
  });

  it('shows a dash when there is nothing to divide by, or the part is larger than the whole', () => {
    expect(percent(2, 0)).toBe('–');
    expect(percent(8, 1)).toBe('–');
  });
});
