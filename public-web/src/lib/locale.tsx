import { DEFAULT_LOCALE, LOCALE_TAGS, localeFromPath, type Locale } from '@gameshift/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The page's language. It comes from the address the page was loaded at and never changes while
 * the page lives: the switcher's links load the other language's page afresh.
 */
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

type LocaleProviderProps = {
  locale: Locale;
  children: ReactNode;
};

export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The page's language as a BCP 47 tag, for `Intl`, `lang` and the speech voice. */
export function useLocaleTag(): string {
  return LOCALE_TAGS[useLocale()];
}

/**
 * The router's base for a page at `pathname`: the language segment, so routes and links are
 * written once, as English paths, and every link stays in the page's language.
 */
export function routerBasename(pathname: string): string {
  const { locale } = localeFromPath(pathname);
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
}
