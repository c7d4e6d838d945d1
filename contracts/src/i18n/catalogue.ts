import type { EnglishOf } from './english';
import type { PageSection, Section, Sections } from './sections';

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

/** `T` with any words in its texts: the shape English's texts and a language's share. */
type TextsLike<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer Item)[]
      ? readonly TextsLike<Item>[]
      : { readonly [K in keyof T]: TextsLike<T[K]> };

/** The texts of a section that a page shows, in any language: the shape of its English page factory's. */
export type PageTextsOf<S extends PageSection> = TextsLike<
  Omit<EnglishOf<S>, Sections[S] extends { serverOnly: readonly (infer K)[] } ? K & keyof EnglishOf<S> : never>
>;

/**
 * One language as a page's script reads it: for each section a page shows, the factory of its texts,
 * compiled by the contracts build from the language's file (page-catalogues/<locale>.generated.ts).
 * It takes the section's English texts, whose shape it gives back, and keeps English's where the
 * language has no text.
 */
export type PageCatalogue = { readonly [S in PageSection]: (product: string, english: PageTextsOf<S>) => PageTextsOf<S> };
