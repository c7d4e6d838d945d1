import { RESUBSCRIBE_API_ROUTE, type ResubscribeResponse } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';

/** Undoes an unsubscribe made with the same link. */
export function resubscribe(token: string): Promise<ResubscribeResponse> {
  return apiFetch(RESUBSCRIBE_API_ROUTE.replace(/^\/api/, '').replace(':token', encodeURIComponent(token)), { method: 'POST', body: {} });
}
