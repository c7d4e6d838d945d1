import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from '../lib/analytics';

let countedKey: string | undefined;

/** Counts each page the visitor arrives on, once per navigation (a development double render counts once). */
export function usePageViews(): void {
  const { key } = useLocation();
  useEffect(() => {
    if (key === countedKey) return;
    countedKey = key;
    track('page_view');
  }, [key]);
}
