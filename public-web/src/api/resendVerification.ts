import type { ResendRequest, ResendResponse } from '@gameshift/contracts';
import { apiFetch } from '../lib/apiClient';

/**
 * Asks for a fresh verification link, by the old link's token or by email.
 * Shared by the reserve and verification features, which may not import each other.
 */
export function resendVerification(request: ResendRequest): Promise<ResendResponse> {
  return apiFetch<ResendResponse>('/verify/resend', { method: 'POST', body: request });
}
