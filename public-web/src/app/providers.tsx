import type { Locale } from '@gameshift/contracts';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { LocaleProvider, routerBasename } from '../lib/locale';
import type { Translator } from '../lib/translator';

type AppProvidersProps = {
  locale: Locale;
  translate: Translator | null;
  children: ReactNode;
};

/**
 * Providers every page needs. The react-query client is deliberately not here: it is provided
 * by routes/DataLayout around the pages that fetch through it, so `/` ships without it.
 */
export function AppProviders({ locale, translate, children }: AppProvidersProps) {
  return (
    <LocaleProvider locale={locale} translate={translate}>
      <BrowserRouter basename={routerBasename(window.location.pathname)}>{children}</BrowserRouter>
    </LocaleProvider>
  );
}
