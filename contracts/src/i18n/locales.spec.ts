import { LOCALE_NAMES_IN_TEXT, LOCALE_TAGS, LOCALES, localeFromPath, localizedPath, negotiateLocale } from './locales';

describe('locales', () => {
  it('names each language in its own sentences as Intl.DisplayNames does', () => {
    for (const locale of LOCALES) {
      const tag = LOCALE_TAGS[locale];
      expect(LOCALE_NAMES_IN_TEXT[locale]).toBe(new Intl.DisplayNames([tag], { type: 'language' }).of(tag));
    }
  });

  it('reads the language from the first path segment', () => {
    expect(localeFromPath('/ja/learn/launch')).toEqual({ locale: 'ja', path: '/learn/launch' });
    expect(localeFromPath('/pt-br/')).toEqual({ locale: 'pt-br', path: '/' });
    expect(localeFromPath('/de')).toEqual({ locale: 'de', path: '/' });
    expect(localeFromPath('/learn/launch')).toEqual({ locale: 'en', path: '/learn/launch' });
    expect(localeFromPath('/')).toEqual({ locale: 'en', path: '/' });
    // English has one address: an /en/ prefix is not a language segment.
    expect(localeFromPath('/en/learn')).toEqual({ locale: 'en', path: '/en/learn' });
    expect(localeFromPath('/fr/learn')).toEqual({ locale: 'en', path: '/fr/learn' });
  });

  it('puts a path into a language and back', () => {
    for (const path of ['/', '/learn', '/verify/abc', '/privacy']) {
      for (const locale of ['en', 'es', 'pt-br', 'de', 'ja'] as const) {
        expect(localeFromPath(localizedPath(locale, path))).toEqual({ locale, path });
      }
    }
    expect(localizedPath('ja', '/')).toBe('/ja/');
    expect(localizedPath('en', '/learn')).toBe('/learn');
  });

  it('never makes an address of another site from a path with slashes doubled', () => {
    // What /ja//evil.example and /ja/\evil.example leave once their language is read.
    for (const path of [localeFromPath('/ja//evil.example').path, '/\\evil.example', '\\/evil.example', '///evil.example']) {
      for (const locale of ['en', 'es', 'ja'] as const) {
        const href = localizedPath(locale, path);
        expect(new URL(href, 'https://site.example').host).toBe('site.example');
      }
    }
    expect(localizedPath('en', '//evil.example')).toBe('/evil.example');
    expect(localizedPath('de', '//evil.example')).toBe('/de/evil.example');
  });

  it('negotiates Accept-Language by weight and by language', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('fr-FR, ja;q=0.5, es;q=0.7')).toBe('es');
    expect(negotiateLocale('pt-PT')).toBe('pt-br');
    expect(negotiateLocale('pt-BR')).toBe('pt-br');
    expect(negotiateLocale('es-MX')).toBe('es');
    expect(negotiateLocale('ja;q=0, de;q=0.1')).toBe('de');
    expect(negotiateLocale('fr, it')).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale('en-US,en;q=0.9,ja;q=0.8')).toBe('en');
  });
});
