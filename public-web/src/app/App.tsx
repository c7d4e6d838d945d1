import type { Catalogue, Locale } from '@gameshift/contracts';
import { AppProviders } from './providers';
import { AppRouter } from './router';

type AppProps = {
  locale: Locale;
  catalogue: Catalogue | null;
};

export function App({ locale, catalogue }: AppProps) {
  return (
    <AppProviders locale={locale} catalogue={catalogue}>
      <AppRouter />
    </AppProviders>
  );
}
