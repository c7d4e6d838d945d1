import type { Catalogue } from '../catalogue';
import { localize, siteArguments, type Translation } from '../localize';
import { LOCALE_TAGS, type Locale } from '../locales';
import { ENGLISH, type EnglishOf } from '../english';
import { ENGLISH_PARAMS } from '../english-params.generated';
import { SECTION_NAMES, type Section } from '../sections';

// The loaders live in modules of their own: a page that loads its language then takes none of the
// English catalogues it does not show along with it (the SPA's `/` stays within its budget).
export { loadCatalogue } from './load';
export { loadPageCatalogue } from '../page-catalogues/load';

/** Every section's texts in one language, each of the English shape. */
export type LocalizedMessages = { readonly [S in Section]: EnglishOf<S> };

/** Every catalogue a visitor reads, in one language, each of the English shape. */
export function localizedMessages(locale: Locale, catalogue: Catalogue | null, product: string): LocalizedMessages {
  const tag = LOCALE_TAGS[locale];
  const site = siteArguments(product);
  const sections = SECTION_NAMES.map((section) => {
    const texts = ENGLISH[section](product);
    if (locale === 'en' || !catalogue) return [section, texts];
    return [section, localize(texts, catalogue[section] as unknown as Translation, ENGLISH_PARAMS[section], tag, site)];
  });
  return Object.fromEntries(sections) as LocalizedMessages;
}
