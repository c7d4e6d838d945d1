import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ARTICLE_QUERY } from '@gameshift/contracts';
import { Outlet } from 'react-router-dom';

// One client for the whole visit, created the first time a data page opens.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: ARTICLE_QUERY.retry, refetchOnWindowFocus: ARTICLE_QUERY.refetchOnWindowFocus },
  },
});

/** Provides react-query to the pages that read server data through it (the news section). */
export default function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
