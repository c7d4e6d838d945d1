import { loadPageCatalogue, localeFromPath, type Locale } from '@gameshift/contracts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { config } from './lib/config';
import { createTranslator, type Translator } from './lib/translator';
import './styles/global.css';

/**
 * The page's translator, with its language's texts: in hand before the first render, as the server's
 * HTML was written in the page's language and hydration must find the same words (no flash of
 * English). The texts come compiled, so nothing is parsed before hydration. A language that cannot
 * be fetched leaves the page working, in English, rather than not at all.
 */
async function translatorFor(locale: Locale): Promise<Translator | null> {
  if (locale === 'en') return null;
  try {
    return createTranslator(await loadPageCatalogue(locale), config.productName);
  } catch {
    return null;
  }
}

async function start(container: HTMLElement) {
  const { locale } = localeFromPath(window.location.pathname);
  const translate = await translatorFor(locale);
  const app = (
    <StrictMode>
      <App locale={locale} translate={translate} />
    </StrictMode>
  );
  // The server sends `/` and the news pages already rendered; the SPA takes over that HTML as it is.
  // As a transition, the hydration yields to the browser every few milliseconds instead of holding
  // the main thread until it is done: a press meanwhile is answered sooner, and a slow phone's
  // blocking time is the longest slice, not the whole page.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
void start(container);
