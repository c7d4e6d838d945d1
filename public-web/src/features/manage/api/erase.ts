import { MANAGE_API_ROUTES, type ErasureResponse } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';

/** The second step: the mailed link's token erases the reservation; the answer says what is kept. */
export function erase(token: string): Promise<ErasureResponse> {
  return apiFetch(MANAGE_API_ROUTES.erase.replace(/^\/api/, ''), { method: 'POST', body: { token } });
}
