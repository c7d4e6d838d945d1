import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards. Parts
 * that depend on the browser (speech, embedded posts) render only when it is true, so the
 * hydrated tree matches the server's and React re-renders them right after.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
