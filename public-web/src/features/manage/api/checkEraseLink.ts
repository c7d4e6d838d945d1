import { MANAGE_API_ROUTES, type EraseLinkResponse } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';

/** Whether a mailed erase link still works, and the handle it names; reading it spends nothing. */
export function checkEraseLink(token: string, signal?: AbortSignal): Promise<EraseLinkResponse> {
  return apiFetch(MANAGE_API_ROUTES.eraseLink.replace(/^\/api/, '').replace(':token', encodeURIComponent(token)), { signal });
}
