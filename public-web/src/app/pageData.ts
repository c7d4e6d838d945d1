import { ARTICLE_QUERY, type PageData } from '@gameshift/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/** Id of the JSON script in which the server hands the page's data to the browser. */
export const PAGE_DATA_ID = 'page-data';

/** The server renders each page with its own query client, seeded with the data it read. */
export const ServerQueryClientContext = createContext<QueryClient | null>(null);

/**
 * The data the server rendered the page with, so the first render in the browser shows the same
 * page and hydration finds nothing to change.
 */
export function readPageData(): PageData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PageData;
    return Array.isArray(data.queries) ? data : null;
  } catch {
    return null;
  }
}

/** Seeds a query client with server data, fresh as of now. */
export function seedQueries(client: QueryClient, data: PageData | null): QueryClient {
  for (const [key, value] of data?.queries ?? []) client.setQueryData(key, value);
  return client;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: ARTICLE_QUERY.retry,
        refetchOnWindowFocus: ARTICLE_QUERY.refetchOnWindowFocus,
        // An article the page did not find (null) is asked for again; everything else it arrived with is not.
        staleTime: (query) => (query.state.data === null ? 0 : ARTICLE_QUERY.staleTimeMs),
      },
    },
  });
}
