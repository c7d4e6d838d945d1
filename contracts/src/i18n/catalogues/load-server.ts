import { wholeCatalogue, type Catalogue } from '../catalogue';
import type { TranslatedLocale } from '../locales';

/**
 * One language's whole catalogue, for the server. Each language is its own dynamic import, so a
 * bundler makes one chunk per language and a page loads only its own. Adding a language: its file
 * here and its line below and in loadPageCatalogue.
 */
export async function loadCatalogue(locale: TranslatedLocale): Promise<Catalogue> {
  const { default: page, server } = await importCatalogue(locale);
  if (!server) throw new Error('The texts only the server writes are left out of a page script, which has no use for them.');
  return wholeCatalogue(page, server);
}

function importCatalogue(locale: TranslatedLocale) {
  switch (locale) {
    case 'es':
      return import('./es');
    case 'pt-br':
      return import('./pt-br');
    case 'de':
      return import('./de');
    case 'ja':
      return import('./ja');
  }
}
