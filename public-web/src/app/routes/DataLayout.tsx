import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient, readPageData, seedQueries, ServerQueryClientContext } from '../pageData';

let browserClient: QueryClient | undefined;

// One client for the whole visit, created the first time a data page opens, holding what the
// server rendered the first page with.
function visitClient(): QueryClient {
  browserClient ??= seedQueries(createQueryClient(), readPageData());
  return browserClient;
}

/** Provides react-query to the pages that read server data through it (the news section). */
export default function DataLayout() {
  const serverClient = useContext(ServerQueryClientContext);
  return (
    <QueryClientProvider client={serverClient ?? visitClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
