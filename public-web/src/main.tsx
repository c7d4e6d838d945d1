import { localeFromPath } from '@gameshift/contracts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const { locale } = localeFromPath(window.location.pathname);

const app = (
  <StrictMode>
    <App locale={locale} />
  </StrictMode>
);

// The server sends `/` and the news pages already rendered; the SPA takes over that HTML as it is.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
