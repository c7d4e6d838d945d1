import { afterEach } from '@jest/globals';

/**
 * jsdom has no layout: react-admin's lists ask for the width through matchMedia, answered here as a
 * phone's (MUI asks `(max-width:599.95px)` for breakpoints.down('sm')) or a desktop's. The original
 * is put back after each test of the file that calls this once.
 */
export function useViewport(): (narrow: boolean) => void {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else delete (window as { matchMedia?: unknown }).matchMedia;
  });
  return (narrow) =>
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: narrow && query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
}
