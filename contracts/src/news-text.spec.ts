import {
  activeTocEntry,
  countWords,
  createHeadingSlugger,
  formatArticleDate,
  isIsoDate,
  readingMinutes,
  safeMarkdownUrl,
  tableOfContents,
} from './news-text';
import { LOCALE_TAGS, LOCALES } from './i18n/locales';

describe(isIsoDate.name, () => {
  it.each(['2025-01-01', '2024-02-29', '1999-12-31'])('accepts %p', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each(['2025-02-29', '2025-13-01', '2025-1-1', '01-01-2025', '2025-01-01T00:00:00Z', ''])('refuses %p', (date) => {
    expect(isIsoDate(date)).toBe(false);
  });
});

describe(formatArticleDate.name, () => {
  it('writes the date in long US form', () => {
    expect(formatArticleDate('2025-03-07')).toBe('March 7, 2025');
    expect(formatArticleDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('writes every day of four years in each language as Intl.DateTimeFormat does', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' });
      const differing: string[] = [];
      for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10);
        if (formatArticleDate(iso, locale) !== intl.format(day)) differing.push(iso);
      }
      expect({ locale, differing }).toEqual({ locale, differing: [] });
    }
    expect(formatArticleDate('2025-03-07', 'ja')).toBe('2025年3月7日');
  });

  it('returns anything but a real date as it is', () => {
    for (const date of ['2025-02-30', '2025-3-7', 'soon', '']) expect(formatArticleDate(date, 'de')).toBe(date);
  });
});

describe(countWords.name, () => {
  it('counts words, not link targets, image addresses or markup', () => {
    expect(countWords('## Hello *there*, [world](https://example.com/a/b/c)!\n\n![A cat](/cat.png) <b>x</b>')).toBe(6);
  });

  it('counts a contraction and a hyphenated word as one word each', () => {
    expect(countWords("don't pre-launch")).toBe(2);
  });
});

describe(readingMinutes.name, () => {
  it('rounds up at 200 words a minute', () => {
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
  });

  it('is at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
  });
});

describe(createHeadingSlugger.name, () => {
  it('uses the heading rule and numbers repeats', () => {
    const slug = createHeadingSlugger();
    expect(slug('Hello, World!')).toBe('hello-world');
    expect(slug('Hello World')).toBe('hello-world-1');
    expect(slug('hello world')).toBe('hello-world-2');
    expect(slug('Hello World 1')).toBe('hello-world-1-1');
  });

  it('names a heading without letters or digits', () => {
    const slug = createHeadingSlugger();
    expect(slug('!!!')).toBe('section');
    expect(slug('???')).toBe('section-1');
  });
});

describe(tableOfContents.name, () => {
  it('lists the title, then the level-2 and level-3 headings only', () => {
    const toc = tableOfContents({ id: 't', text: 'Title' }, [
      { id: 'a', text: 'A', level: 2 },
      { id: 'b', text: 'B', level: 3 },
      { id: 'c', text: 'C', level: 4 },
    ]);
    expect(toc).toEqual([
      { id: 't', text: 'Title', level: 1 },
      { id: 'a', text: 'A', level: 2 },
      { id: 'b', text: 'B', level: 3 },
    ]);
  });
});

describe(activeTocEntry.name, () => {
  it('is the title before any heading reaches the threshold', () => {
    expect(
      activeTocEntry(
        [
          { id: 't', top: 300 },
          { id: 'a', top: 900 },
        ],
        150,
      ),
    ).toBe('t');
  });

  it('is the last heading at or above the threshold', () => {
    expect(
      activeTocEntry(
        [
          { id: 't', top: -900 },
          { id: 'a', top: -200 },
          { id: 'b', top: 150 },
          { id: 'c', top: 151 },
        ],
        150,
      ),
    ).toBe('b');
  });
});

describe(safeMarkdownUrl.name, () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'mailto:team@example.com',
    'irc://irc.example.net/channel',
    'ircs://irc.example.net/channel',
    'xmpp:team@example.com',
    '/learn/some-article',
    '#section',
    'relative/path:with-colon',
  ])('keeps the link %p', (url) => {
    expect(safeMarkdownUrl(url, 'link')).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('drops the link %p', (url) => {
    expect(safeMarkdownUrl(url, 'link')).toBe('');
  });

  it('allows only web and relative addresses for images', () => {
    expect(safeMarkdownUrl('https://example.com/a.png', 'image')).toBe('https://example.com/a.png');
    expect(safeMarkdownUrl('/media/articles/a.svg', 'image')).toBe('/media/articles/a.svg');
    expect(safeMarkdownUrl('mailto:a@example.com', 'image')).toBe('');
    expect(safeMarkdownUrl('data:image/svg+xml,<svg onload=alert(1)>', 'image')).toBe('');
  });
});
