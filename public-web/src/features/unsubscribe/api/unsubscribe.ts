import { UNSUBSCRIBE_API_ROUTE } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';

/** Stops announcements to the address of the token's reservation; the answer is the same when repeated. */
export function unsubscribe(token: string): Promise<unknown> {
  const path = UNSUBSCRIBE_API_ROUTE.replace(/^\/api/, '').replace(':token', encodeURIComponent(token));
  return apiFetch(path, { method: 'POST', body: {} });
}
