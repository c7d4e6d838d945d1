import { useEffect } from 'react';
import { config } from '../lib/config';

/** Sets the tab title as "{page} | {product}", or just the product name for the home page. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${config.productName}` : config.productName;
  }, [pageTitle]);
}
