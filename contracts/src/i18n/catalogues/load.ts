import type { Catalogue } from '../catalogue';
import type { TranslatedLocale } from '../locales';

/*
 * Each language's texts are one ICU message file, `<locale>.json`, the format translators' tools
 * read; adding a language adds its file, and nothing here. A page's script reads its language
 * compiled from that file instead (page-catalogues/), and so never loads one.
 */

/** One language's whole catalogue, for the server. */
export async function loadCatalogue(locale: TranslatedLocale): Promise<Catalogue> {
  // Node loads JSON as a module only when the import says it is one.
  const file = (await import(`./${locale}.json`, { with: { type: 'json' } })) as { default: Catalogue };
  return file.default;
}
