import type { Locale } from '@gameshift/contracts';
import { AppProviders } from './providers';
import { AppRouter } from './router';

type AppProps = {
  locale: Locale;
};

export function App({ locale }: AppProps) {
  return (
    <AppProviders locale={locale}>
      <AppRouter />
    </AppProviders>
  );
}
