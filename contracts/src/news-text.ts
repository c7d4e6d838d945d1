import type { TocEntry } from './api';
import { MARKDOWN_LINK_SCHEMES } from './constants';
import { headingId } from './format';
import type { Locale } from './i18n/locales';

/** Average silent-reading pace used to estimate an article's reading time. */
export const WORDS_PER_MINUTE = 200;

/**
 * How each language writes a date in full, as `Intl.DateTimeFormat(tag, { dateStyle: 'long' })`
 * does (news-text.spec.ts holds every day of four years to it): a page writes its dates without
 * making a date formatter, whose first use holds a phone's main thread for as long as the rest of
 * the page's hydration as it loads the language's calendar data.
 */
const LONG_DATES: Readonly<Record<Locale, (year: number, month: number, day: number) => string>> = (() => {
  const en = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const es = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  const pt = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
  const de = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
  return {
    en: (year, month, day) => `${en[month - 1]} ${day}, ${year}`,
    es: (year, month, day) => `${day} de ${es[month - 1]} de ${year}`,
    'pt-br': (year, month, day) => `${day} de ${pt[month - 1]} de ${year}`,
    de: (year, month, day) => `${day}. ${de[month - 1]} ${year}`,
    ja: (year, month, day) => `${year}年${month}月${day}日`,
  };
})();

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An article's date as `locale` writes it in full, whatever the reader's time zone: '2025-03-07' is
 * 'March 7, 2025' in English, '7. März 2025' in German. Anything but a real date is returned as it is.
 */
export function formatArticleDate(date: string, locale: Locale = 'en'): string {
  if (!isIsoDate(date)) return date;
  const [year, month, day] = date.split('-').map(Number);
  return LONG_DATES[locale](year, month, day);
}

/** The words a reader reads: link targets, image addresses and markup are not words. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ');
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** Whole minutes to read a markdown text, at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}

/**
 * Gives each heading of a page its anchor id by headingId's rule, and keeps ids unique:
 * a repeated heading gets '-1', '-2' … appended, an empty one 'section'.
 */
export function createHeadingSlugger(): (text: string) => string {
  const taken = new Map<string, number>();
  return (text: string) => {
    const base = headingId(text) || 'section';
    let id = base;
    if (taken.has(base)) {
      let n = taken.get(base)!;
      do {
        n += 1;
        id = `${base}-${n}`;
      } while (taken.has(id));
      taken.set(base, n);
    }
    taken.set(id, 0);
    return id;
  };
}

/** The table of contents: the title first (level 1), then every level-2 and level-3 heading in order. */
export function tableOfContents(
  title: { id: string; text: string },
  headings: ReadonlyArray<{ id: string; text: string; level: number }>,
): TocEntry[] {
  const entries: TocEntry[] = [{ id: title.id, text: title.text, level: 1 }];
  for (const heading of headings) {
    if (heading.level === 2 || heading.level === 3) entries.push({ id: heading.id, text: heading.text, level: heading.level });
  }
  return entries;
}

/**
 * The entry to highlight: the last heading whose top has reached `threshold` pixels from the top
 * of the window, or the first entry (the title) while none has.
 */
export function activeTocEntry(tops: ReadonlyArray<{ id: string; top: number }>, threshold: number): string | undefined {
  let active = tops[0]?.id;
  for (const { id, top } of tops) {
    if (top <= threshold) active = id;
  }
  return active;
}

/** The scheme of an absolute address ('https'), or null for a relative one ('/learn', '#top', 'a/b:c'). */
function schemeOf(url: string): string | null {
  const colon = url.indexOf(':');
  if (colon === -1) return null;
  // A colon after the first '/', '?' or '#' belongs to the path, query or fragment, not a scheme.
  const firstDelimiter = url.search(/[/?#]/);
  if (firstDelimiter !== -1 && firstDelimiter < colon) return null;
  return url.slice(0, colon).toLowerCase();
}

/**
 * The address a markdown link or image may keep, or '' to drop it. Links: relative addresses and
 * the schemes of MARKDOWN_LINK_SCHEMES. Images: relative and web addresses only. Control characters and
 * whitespace are ignored by browsers when reading a scheme, so an address holding any is refused.
 */
export function safeMarkdownUrl(url: string, kind: 'link' | 'image'): string {
  const value = url.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(value.slice(0, value.indexOf(':') + 1))) return '';
  const scheme = schemeOf(value);
  if (scheme === null) return value;
  const allowed: readonly string[] = kind === 'image' ? ['http', 'https'] : MARKDOWN_LINK_SCHEMES;
  return allowed.includes(scheme) ? value : '';
}
