import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

type AppProvidersProps = {
  children: ReactNode;
};

/**
 * Providers every page needs. The react-query client is deliberately not here: it is provided
 * by routes/DataLayout around the pages that fetch through it, so `/` ships without it.
 */
export function AppProviders({ children }: AppProvidersProps) {
  return <BrowserRouter>{children}</BrowserRouter>;
}
