import { DEFAULT_LOCALE, LOCALE_TAGS, localeFromPath, type PageCatalogue, type Locale } from '@gameshift/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from './translator';

/**
 * The page's language and its translator (null for English, which needs none). Both come from the
 * address the page was loaded at and never change while the page lives: the switcher's links load
 * the other language's page afresh.
 */
type LocaleState = { locale: Locale; translate: Translator | null };

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, translate: null });

type LocaleProviderProps = LocaleState & {
  children: ReactNode;
};

export function LocaleProvider({ locale, translate, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={{ locale, translate }}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** The page's language as a BCP 47 tag, for `Intl`, `lang` and the speech voice. */
export function useLocaleTag(): string {
  return LOCALE_TAGS[useLocale()];
}

/** `english` (one of the English catalogues) in the page's language; English pages get `english` itself. */
export function useTranslated<T extends object>(english: T, section: keyof PageCatalogue): T {
  const { translate } = useContext(LocaleContext);
  return translate ? translate(english, section) : english;
}

/**
 * The router's base for a page at `pathname`: the language segment, so routes and links are
 * written once, as English paths, and every link stays in the page's language.
 */
export function routerBasename(pathname: string): string {
  const { locale } = localeFromPath(pathname);
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
}
