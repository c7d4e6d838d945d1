import { useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown };

/**
 * What `load` answers for `key`, read when the page opens and again when `key` changes; the call
 * is aborted when the page goes first. The setter replaces the value (an action's own answer).
 */
export function useLoaded<T>(key: string, load: (key: string, signal: AbortSignal) => Promise<T>): [Loaded<T>, (value: T) => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    setLoaded({ state: 'loading' });
    load(key, abort.signal).then(
      (value) => setLoaded({ state: 'ready', value }),
      (error: unknown) => {
        if (!abort.signal.aborted) setLoaded({ state: 'failed', error });
      },
    );
    return () => abort.abort();
  }, [key, load]);
  return [loaded, (value) => setLoaded({ state: 'ready', value })];
}
