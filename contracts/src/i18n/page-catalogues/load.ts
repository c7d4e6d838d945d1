import type { PageCatalogue } from '../catalogue';
import type { TranslatedLocale } from '../locales';

/**
 * One language as a page's script reads it, compiled from its catalogue file by the contracts build
 * into `<locale>.generated.ts`, so that the page parses no pattern before it hydrates. The import's
 * path names the language: a bundler makes one chunk per language, and a page loads only its own.
 */
export async function loadPageCatalogue(locale: TranslatedLocale): Promise<PageCatalogue> {
  const file = (await import(`./${locale}.generated.ts`)) as { CATALOGUE: PageCatalogue };
  return file.CATALOGUE;
}
