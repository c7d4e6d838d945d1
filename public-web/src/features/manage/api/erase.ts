import { MANAGE_API_ROUTES } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';

/** The second step: the mailed link's token erases the reservation. */
export function erase(token: string): Promise<unknown> {
  return apiFetch(MANAGE_API_ROUTES.erase.replace(/^\/api/, ''), { method: 'POST', body: { token } });
}
