import type { EnglishOf } from './english';
import { SECTIONS, type PageSection, type Section, type Sections, type SectionSpec } from './sections';

/**
 * A translation of an English catalogue of type `T`: the same keys, nested the same way, each text
 * (or text-making function) an ICU pattern. The compiler then refuses a missing or an extra key.
 */
export type TranslationOf<T> = {
  readonly [K in keyof T]: T[K] extends string | ((...args: never[]) => string)
    ? string
    : T[K] extends readonly (infer Item)[]
      ? readonly TranslationOf<Item>[]
      : TranslationOf<T[K]>;
};

/** The English texts a section translates: its `translated` keys, or all but its `englishOnly` ones. */
type TranslatedPart<S extends Section> = Sections[S] extends { translated: readonly (infer K)[] }
  ? Pick<EnglishOf<S>, K & keyof EnglishOf<S>>
  : Sections[S] extends { englishOnly: readonly (infer K)[] }
    ? Omit<EnglishOf<S>, K & string>
    : EnglishOf<S>;

/** One language's texts: a translation of each section's English (or of its part a visitor reads). */
export type Catalogue = { readonly [S in Section]: TranslationOf<TranslatedPart<S>> };

/** The keys of a section only the server writes. */
type ServerKey<S extends Section> = Sections[S] extends { serverOnly: readonly (infer K)[] }
  ? K & keyof Catalogue[S]
  : Sections[S] extends { serverOnly: true }
    ? keyof Catalogue[S]
    : never;

/** What a page's script reads: every section but the server's, less the keys only the server writes. */
export type PageCatalogue = { readonly [S in PageSection]: Omit<Catalogue[S], ServerKey<S>> };

/**
 * The part of a language's whole catalogue a page's script reads: what `PageCatalogue` says, the
 * server's sections and keys left out. The public SPA's build applies it to each catalogue file.
 */
export function pageCatalogue(whole: Catalogue): PageCatalogue {
  const page: Record<string, object> = {};
  for (const [section, texts] of Object.entries(whole) as [Section, object][]) {
    const { serverOnly }: SectionSpec = SECTIONS[section];
    if (serverOnly === true) continue;
    page[section] = serverOnly ? Object.fromEntries(Object.entries(texts).filter(([key]) => !serverOnly.includes(key))) : texts;
  }
  return page as PageCatalogue;
}
