import { UNSUBSCRIBE_DETAILS_API_ROUTE, type UnsubscribeDetails } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';

/** The handle the link's mail was about, and whether announcements are on; reading it changes nothing. */
export function getDetails(token: string, signal?: AbortSignal): Promise<UnsubscribeDetails> {
  return apiFetch(UNSUBSCRIBE_DETAILS_API_ROUTE.replace(/^\/api/, '').replace(':token', encodeURIComponent(token)), { signal });
}
