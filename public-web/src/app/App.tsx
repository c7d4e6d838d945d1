import type { Locale } from '@gameshift/contracts';
import type { Translator } from '../lib/translator';
import { AppProviders } from './providers';
import { AppRouter } from './router';

type AppProps = {
  locale: Locale;
  translate: Translator | null;
};

export function App({ locale, translate }: AppProps) {
  return (
    <AppProviders locale={locale} translate={translate}>
      <AppRouter />
    </AppProviders>
  );
}
