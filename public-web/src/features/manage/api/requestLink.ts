import { MANAGE_API_ROUTES, type ManageRequestResponse } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';

/** Asks for a manage link by email; the answer is the same whether or not the address has a reservation. */
export function requestLink(email: string): Promise<ManageRequestResponse> {
  return apiFetch(MANAGE_API_ROUTES.request.replace(/^\/api/, ''), { method: 'POST', body: { email } });
}
