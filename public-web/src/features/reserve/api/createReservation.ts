import type { ReservationCreatedResponse, ValidateReservationRequest } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';

/** Creates the pending reservation; the server emails the verification link. */
export function createReservation(request: ValidateReservationRequest): Promise<ReservationCreatedResponse> {
  return apiFetch<ReservationCreatedResponse>('/validate-reservation', { method: 'POST', body: request });
}
