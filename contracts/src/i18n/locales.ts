/**
 * The languages of the public site. English is the default and lives at `/`; every other language
 * lives under its own first path segment (`/ja/learn/...`). Adding a language is one entry here
 * plus its catalogue file.
 */
export const LOCALES = ['en', 'es', 'pt-br', 'de', 'ja'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** A language with a catalogue of its own: every one but English, whose texts are the catalogue's source. */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

export const TRANSLATED_LOCALES = /* @__PURE__ */ LOCALES.filter((locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE);

/** The BCP 47 tag of each language: `<html lang>`, `hreflang`, `Intl` and the speech voice. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = Object.freeze({
  en: 'en',
  es: 'es',
  'pt-br': 'pt-BR',
  de: 'de',
  ja: 'ja',
});

/** Each language's name in itself, for the switcher: a reader looks for their own language's name. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = Object.freeze({
  en: 'English',
  es: 'Español',
  'pt-br': 'Português (Brasil)',
  de: 'Deutsch',
  ja: '日本語',
});

/**
 * Each language's name as its own sentences write it ('español'), as `Intl.DisplayNames` names it
 * (locales.spec.ts holds them to it): for the note on a page not yet in the reader's language,
 * written without a display-names formatter, whose first use holds the main thread while it loads
 * the language's names (15 ms of an article's hydration on a fourfold slowed CPU).
 */
export const LOCALE_NAMES_IN_TEXT: Readonly<Record<Locale, string>> = Object.freeze({
  en: 'English',
  es: 'español',
  'pt-br': 'português (Brasil)',
  de: 'Deutsch',
  ja: '日本語',
});

/**
 * The one line that offers English `/` in the visitor's own language, and its dismiss button's name,
 * written in that language. Kept here, not in the catalogues, so `/` shows it without loading one.
 */
export const LOCALE_OFFERS: Readonly<Record<Exclude<Locale, 'en'>, { offer: string; dismiss: string }>> = Object.freeze({
  es: { offer: 'Este sitio también está en español.', dismiss: 'Cerrar' },
  'pt-br': { offer: 'Este site também está em português.', dismiss: 'Fechar' },
  de: { offer: 'Diese Seite gibt es auch auf Deutsch.', dismiss: 'Schließen' },
  ja: { offer: 'このサイトは日本語でもご覧いただけます。', dismiss: '閉じる' },
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a path and the path without its language segment: `/ja/learn/x` is Japanese
 * `/learn/x`, `/ja` and `/ja/` are Japanese `/`, and a path without a known segment is English.
 * `/en/...` is not an address of ours: English has no prefix, so each page has one address.
 */
export function localeFromPath(pathname: string): { locale: Locale; path: string } {
  const segment = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (segment && segment[1] !== DEFAULT_LOCALE && isLocale(segment[1])) {
    return { locale: segment[1], path: segment[2] ?? '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * `path` (a path of the English site, starting with `/`) in `locale`. Leading slashes and backslashes
 * collapse into one: the path of an address like `/ja//evil.example` would otherwise come back as
 * `//evil.example`, which a browser reads as another site's address (a backslash counts as a slash).
 */
export function localizedPath(locale: Locale, path: string): string {
  const own = path.replace(/^[/\\]*/, '/');
  if (locale === DEFAULT_LOCALE) return own;
  return own === '/' ? `/${locale}/` : `/${locale}${own}`;
}

/**
 * The supported language an `Accept-Language` header prefers most, or English. Tags match by
 * language (`es-MX` is Spanish, `pt-PT` and `pt` take Brazilian Portuguese, the one Portuguese we
 * have); `q=0` refuses a language.
 */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter(({ tag, q }) => tag !== '' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const found = localeOfTag(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

function localeOfTag(tag: string): Locale | null {
  if (isLocale(tag)) return tag;
  const language = tag.split('-')[0];
  if (language === 'pt') return 'pt-br';
  return isLocale(language) ? language : null;
}
