import {
  ENGLISH_PARAMS,
  LOCALE_TAGS,
  localize,
  siteArguments,
  type Locale,
  type PageCatalogue,
  type Translation,
} from '@gameshift/contracts';

/** One of the English catalogues in the page's language, from the catalogue's `section`. */
export type Translator = <T extends object>(english: T, section: keyof PageCatalogue) => T;

/**
 * The translator of a page in `locale`. It is a module of its own, loaded with the catalogue: an
 * English page needs neither, so `/` carries none of the pattern formatting. Each English
 * catalogue is translated once, so a text keeps its identity across renders.
 */
export function createTranslator(locale: Locale, catalogue: PageCatalogue, product: string): Translator {
  const translated = new WeakMap<object, object>();
  const site = siteArguments(product);
  return <T extends object>(english: T, section: keyof PageCatalogue): T => {
    let copy = translated.get(english) as T | undefined;
    if (!copy) {
      copy = localize(english, catalogue[section] as unknown as Translation, ENGLISH_PARAMS[section], LOCALE_TAGS[locale], site);
      translated.set(english, copy);
    }
    return copy;
  };
}
