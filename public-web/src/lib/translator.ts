import {
  LOCALE_TAGS,
  localize,
  MANAGE_PARAMS,
  NEWS_PAGE_PARAMS,
  NEWS_PARAMS,
  PUBLIC_PARAMS,
  SITE_PARAMS,
  SUPPRESSION_PARAMS,
  VERIFY_PARAMS,
  type PageCatalogue,
  type Locale,
  type ParamNames,
  type Translation,
} from '@gameshift/contracts';

/** One of the English catalogues in the page's language, from the catalogue's `section`. */
export type Translator = <T extends object>(english: T, section: keyof PageCatalogue) => T;

const PARAMS: Readonly<Record<keyof PageCatalogue, ParamNames>> = {
  public: PUBLIC_PARAMS,
  news: NEWS_PARAMS,
  manage: MANAGE_PARAMS,
  suppression: SUPPRESSION_PARAMS,
  site: SITE_PARAMS,
  verify: VERIFY_PARAMS,
  newsPage: NEWS_PAGE_PARAMS,
};

/**
 * The translator of a page in `locale`. It is a module of its own, loaded with the catalogue: an
 * English page needs neither, so `/` carries none of the pattern formatting. Each English
 * catalogue is translated once, so a text keeps its identity across renders.
 */
export function createTranslator(locale: Locale, catalogue: PageCatalogue, product: string): Translator {
  const translated = new WeakMap<object, object>();
  return <T extends object>(english: T, section: keyof PageCatalogue): T => {
    let copy = translated.get(english) as T | undefined;
    if (!copy) {
      copy = localize(english, catalogue[section] as unknown as Translation, PARAMS[section], LOCALE_TAGS[locale], product);
      translated.set(english, copy);
    }
    return copy;
  };
}
