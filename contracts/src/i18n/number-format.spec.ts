import { LOCALE_TAGS } from './locales';
import { COMPACT, numberFormatter } from './number-format';

const TAGS = Object.values(LOCALE_TAGS);

describe('numberFormatter', () => {
  it('writes every number as Intl.NumberFormat does, in every language the site ships, plain and shortened', () => {
    const numbers = [...Array.from({ length: 1000 }, (_, n) => n), 1000, 1500, 9999, 12_345, 1_234_567, -1, -999, 0.5, 2.25, 999.5];
    for (const tag of TAGS) {
      for (const options of [undefined, COMPACT]) {
        const format = numberFormatter(tag, options);
        const intl = new Intl.NumberFormat(tag, options);
        const differing = numbers.filter((n) => format(n) !== intl.format(n));
        expect({ tag, options, differing }).toEqual({ tag, options, differing: [] });
      }
    }
  });

  it('makes no Intl.NumberFormat for a whole number below a thousand, and one for the first number that needs it', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      const format = numberFormatter('de');
      expect([format(0), format(24), format(999), format('n')]).toEqual(['0', '24', '999', 'n']);
      expect(made).not.toHaveBeenCalled();
      expect([format(1500), format(2.5), format(-3)]).toEqual(['1.500', '2,5', '-3']);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
