import type { PageCatalogue } from '@gameshift/contracts';

/** One of the English catalogues in the page's language, from the catalogue's `section`. */
export type Translator = <T extends object>(english: T, section: keyof PageCatalogue) => T;

/**
 * The translator of a page in the language of `catalogue`, whose texts the contracts build compiled:
 * nothing is parsed here, each section's factory builds its texts from the English ones. Each English
 * catalogue is translated once, so a text keeps its identity across renders.
 */
export function createTranslator(catalogue: PageCatalogue, product: string): Translator {
  const translated = new WeakMap<object, object>();
  return <T extends object>(english: T, section: keyof PageCatalogue): T => {
    let copy = translated.get(english) as T | undefined;
    if (!copy) {
      copy = (catalogue[section] as (product: string, english: object) => object)(product, english) as T;
      translated.set(english, copy);
    }
    return copy;
  };
}
