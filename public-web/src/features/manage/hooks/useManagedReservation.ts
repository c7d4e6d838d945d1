import type { ManagedReservation } from '@gameshift/contracts';
import { useEffect, useState } from 'react';
import { getReservation } from '../api/getReservation';

export type Loaded = { state: 'loading' } | { state: 'ready'; reservation: ManagedReservation } | { state: 'failed'; error: unknown };

/** The reservation of a manage link, read once the page opens. */
export function useManagedReservation(token: string): [Loaded, (reservation: ManagedReservation) => void] {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    getReservation(token, abort.signal).then(
      (reservation) => setLoaded({ state: 'ready', reservation }),
      (error: unknown) => {
        if (!abort.signal.aborted) setLoaded({ state: 'failed', error });
      },
    );
    return () => abort.abort();
  }, [token]);
  return [loaded, (reservation) => setLoaded({ state: 'ready', reservation })];
}
