import { loadCatalogue, localeFromPath } from '@gameshift/contracts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/global.css';

async function start(container: HTMLElement) {
  const { locale } = localeFromPath(window.location.pathname);
  // The page's language is in hand before the first render: the server's HTML was written in it,
  // and hydration must find the same words (no flash of English). A catalogue that cannot be fetched
  // leaves the page working, in English, rather than not at all.
  const catalogue = locale === 'en' ? null : await loadCatalogue(locale).catch(() => null);
  const app = (
    <StrictMode>
      <App locale={locale} catalogue={catalogue} />
    </StrictMode>
  );
  // The server sends `/` and the news pages already rendered; the SPA takes over that HTML as it is.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
void start(container);
