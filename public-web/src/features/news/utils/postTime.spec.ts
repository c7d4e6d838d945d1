import { describe, expect, it } from '@jest/globals';
import { LOCALE_TAGS, LOCALES } from '@gameshift/contracts';
import { formatPostTime } from './postTime';

describe('formatPostTime', () => {
  it("writes the post's local time as Intl does in each language, then its date in full", () => {
    const moments = [new Date(2025, 2, 7, 15, 4), new Date(2025, 2, 7, 0, 4), new Date(2025, 11, 31, 12, 0), new Date(2026, 0, 1, 9, 59)];
    for (const locale of LOCALES) {
      const time = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { hour: 'numeric', minute: '2-digit' });
      const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long' });
      for (const at of moments) {
        // Intl puts a narrow no-break space before AM and PM; the card writes a plain one.
        expect(formatPostTime(at, locale)).toBe(`${time.format(at).replace('\u202f', ' ')} · ${date.format(at)}`);
      }
    }
    expect(formatPostTime(new Date(2025, 2, 7, 15, 4), 'de')).toBe('15:04 · 7. März 2025');
    expect(formatPostTime(new Date(2025, 2, 7, 0, 4), 'en')).toBe('12:04 AM · March 7, 2025');
  });
});
