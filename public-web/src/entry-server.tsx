import {
  loadPageCatalogue,
  localeFromPath,
  matchPublicRoute,
  type PageData,
  type PublicRoute,
  type RuntimeConfig,
} from '@gameshift/contracts';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient, ServerQueryClientContext, seedQueries } from './app/pageData';
import { AppRouter } from './app/router';
import { config } from './lib/config';
import { LocaleProvider, routerBasename } from './lib/locale';
import { createTranslator } from './lib/translator';

/** Longest a render may take before the page is sent for the browser to render instead. */
const RENDER_TIMEOUT_MS = 3000;

/** The lazily loaded modules (as the build manifest names them) of each page the server renders. */
const PAGE_MODULES: Partial<Record<PublicRoute, string[]>> = {
  reserve: ['src/app/routes/ReserveRoute.tsx'],
  news: ['src/app/routes/DataLayout.tsx', 'src/features/news/components/NewsListPage.tsx'],
  article: ['src/app/routes/DataLayout.tsx', 'src/features/news/components/ArticlePage.tsx'],
  privacy: [
    'src/app/routes/DataLayout.tsx',
    'src/features/news/components/SitePageView.tsx',
    'src/features/news/components/MarkdownBody.tsx',
  ],
};

/**
 * The lazily loaded modules each server-rendered page needs, so the page can ask for them with
 * the entry instead of after it runs.
 */
export function modulesFor(pathname: string): string[] {
  const route = matchPublicRoute(pathname)?.route;
  return (route && PAGE_MODULES[route]) ?? [];
}

/**
 * The HTML of `url` as the SPA renders it (the same components and the same markdown rules), in
 * the language of its address, for the body of the first response. Waits for every lazy page and
 * resolves with the whole tree.
 */
export async function render(url: string, runtime: RuntimeConfig, data: PageData): Promise<string> {
  Object.assign(config, runtime);
  const queryClient = seedQueries(createQueryClient(), data);
  const pathname = url.split('?', 1)[0];
  const { locale } = localeFromPath(pathname);
  const translate = locale === 'en' ? null : createTranslator(await loadPageCatalogue(locale), runtime.productName);
  let failure: unknown;
  const stream = await renderToReadableStream(
    <StrictMode>
      <LocaleProvider locale={locale} translate={translate}>
        <ServerQueryClientContext.Provider value={queryClient}>
          <StaticRouter location={url} basename={routerBasename(pathname)}>
            <AppRouter />
          </StaticRouter>
        </ServerQueryClientContext.Provider>
      </LocaleProvider>
    </StrictMode>,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  queryClient.clear();
  // An error inside a boundary leaves a fallback in the HTML: better the page the browser renders.
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}
