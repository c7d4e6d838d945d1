import type { ManagedReservation } from '@gameshift/contracts';
import { useLoaded, type Loaded } from '../../../hooks/useLoaded';
import { getReservation } from '../api/getReservation';

/** The reservation of a manage link, read once the page opens. */
export function useManagedReservation(token: string): [Loaded<ManagedReservation>, (reservation: ManagedReservation) => void] {
  return useLoaded(token, getReservation);
}
