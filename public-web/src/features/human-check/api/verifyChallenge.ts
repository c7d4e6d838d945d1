import type { HumanVerifyRequest, HumanVerifyResponse } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';

/** Sends the entered pattern back; a match earns a single-use token for the reservation call. */
export function verifyChallenge(request: HumanVerifyRequest): Promise<HumanVerifyResponse> {
  return apiFetch<HumanVerifyResponse>('/human-check/verify', { method: 'POST', body: request });
}
