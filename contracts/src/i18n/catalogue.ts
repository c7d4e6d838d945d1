import type { EnglishOf } from './english';
import type { PageSection, Section, Sections, ServerSection } from './sections';

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

/** What only the server writes: mail, the page template, and manage's mails and API answers. */
export type ServerCatalogue = { readonly [S in ServerSection]: Pick<Catalogue[S], ServerKey<S>> };

/** One language's whole catalogue, from what its pages read and what only the server writes. */
export function wholeCatalogue(page: PageCatalogue, server: ServerCatalogue): Catalogue {
  const parts: Record<string, object> = { ...page };
  for (const [section, texts] of Object.entries(server)) parts[section] = { ...parts[section], ...texts };
  return parts as Catalogue;
}
