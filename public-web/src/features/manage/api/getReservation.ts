import type { ManagedReservation } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';
import { managePath } from './paths';

export function getReservation(token: string, signal?: AbortSignal): Promise<ManagedReservation> {
  return apiFetch(managePath(token), { signal });
}
