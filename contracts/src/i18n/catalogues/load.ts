import type { Catalogue } from '../catalogue';
import type { Locale } from '../locales';

export type TranslatedLocale = Exclude<Locale, 'en'>;

/**
 * One language's catalogue. Each is its own dynamic import, so a bundler makes one chunk per
 * language and a page loads only its own. Adding a language: its file here and its line below.
 */
export function loadCatalogue(locale: TranslatedLocale): Promise<Catalogue> {
  switch (locale) {
    case 'es':
      return import('./es').then((m) => m.default);
    case 'pt-br':
      return import('./pt-br').then((m) => m.default);
    case 'de':
      return import('./de').then((m) => m.default);
    case 'ja':
      return import('./ja').then((m) => m.default);
  }
}
