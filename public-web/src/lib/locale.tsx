import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  localeFromPath,
  localize,
  type Catalogue,
  type Locale,
  type ParamNames,
  type Translation,
} from '@gameshift/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { config } from './config';

/**
 * The page's language and its catalogue (null for English, which needs none). Both come from the
 * address the page was loaded at and never change while the page lives: the switcher's links load
 * the other language's page afresh.
 */
type LocaleState = { locale: Locale; catalogue: Catalogue | null };

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, catalogue: null });

type LocaleProviderProps = LocaleState & {
  children: ReactNode;
};

export function LocaleProvider({ locale, catalogue, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={{ locale, catalogue }}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** The page's language as a BCP 47 tag, for `Intl`, `lang` and the speech voice. */
export function useLocaleTag(): string {
  return LOCALE_TAGS[useLocale()];
}

// One translated copy of each English catalogue per language, so a text keeps its identity across renders.
const translations = new WeakMap<object, Map<Catalogue, unknown>>();

/**
 * `english` (one of the English catalogues) in the page's language, from the catalogue's `section`.
 * English pages get `english` itself: nothing to load, nothing to format.
 */
export function useTranslated<T extends object>(english: T, section: keyof Catalogue, params: ParamNames): T {
  const { locale, catalogue } = useContext(LocaleContext);
  if (locale === DEFAULT_LOCALE || catalogue === null) return english;
  let byCatalogue = translations.get(english);
  if (!byCatalogue) translations.set(english, (byCatalogue = new Map()));
  let translated = byCatalogue.get(catalogue) as T | undefined;
  if (!translated) {
    translated = localize(english, catalogue[section] as unknown as Translation, params, LOCALE_TAGS[locale], config.productName);
    byCatalogue.set(catalogue, translated);
  }
  return translated;
}

/**
 * The router's base for a page at `pathname`: the language segment, so routes and links are
 * written once, as English paths, and every link stays in the page's language.
 */
export function routerBasename(pathname: string): string {
  const { locale } = localeFromPath(pathname);
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
}
