import type { Catalogue, PageCatalogue } from '../catalogue';
import type { TranslatedLocale } from '../locales';

/*
 * Each language's texts are one ICU message file, `<locale>.json`, the format translators' tools
 * read. The import's path names the language, so a bundler makes one chunk per file and a page
 * loads only its own language's; adding a language adds its file, and nothing here.
 */

/** One language's whole catalogue, for the server. */
export async function loadCatalogue(locale: TranslatedLocale): Promise<Catalogue> {
  const file = (await import(`./${locale}.json`)) as { default: Catalogue };
  return file.default;
}

/**
 * The sections of one language's catalogue a page's script reads: the public SPA's build leaves
 * out of each file what only the server writes (mail, the page template), see pageCatalogue.
 */
export async function loadPageCatalogue(locale: TranslatedLocale): Promise<PageCatalogue> {
  return loadCatalogue(locale);
}
