import type { Reservation } from '../hooks/reserveFormState';

/*
 * The success screen outlives a reload of the tab: the reservation it shows (with the key that
 * asks for its link again) is kept in sessionStorage, which ends with the tab. Only a reload
 * brings it back, once; arriving at `/` any other way starts a new reservation. Without storage
 * the page starts afresh, as it used to.
 */

const KEY = 'reservation';
// jsdom has no navigation timing.
let reloaded = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload';

export function keepReservation(reservation: Reservation): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(reservation));
  } catch {
    // Storage off or full.
  }
}

/** The reservation the tab showed before it was reloaded, for the first form after the reload. */
export function reservationBeforeReload(): Reservation | undefined {
  try {
    const kept = reloaded && sessionStorage.getItem(KEY);
    reloaded = false;
    return kept ? (JSON.parse(kept) as Reservation) : undefined;
  } catch {
    return undefined;
  }
}
