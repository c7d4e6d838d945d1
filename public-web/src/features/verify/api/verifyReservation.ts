import type { VerifyResponse, VerifyState } from '@gameshift/contracts';
import { useEffect, useState } from 'react';
import { answerCache, ApiError, apiFetch } from '../../../lib/apiClient';

const VERIFY_STATES: readonly VerifyState[] = ['success', 'already_verified', 'race_lost', 'expired', 'error'];

function isVerifyResponse(value: unknown): value is VerifyResponse {
  return typeof value === 'object' && value !== null && 'state' in value && VERIFY_STATES.includes(value.state as VerifyState);
}

export async function verifyReservation(token: string): Promise<VerifyResponse> {
  const answer = await apiFetch<unknown>('/verify', { method: 'POST', body: { token } });
  if (!isVerifyResponse(answer)) throw new ApiError(500, null, 'Malformed verification answer');
  return answer;
}

/**
 * One verification call per token for the life of the page. Kept outside React so that
 * StrictMode's double effects and any re-render reuse the first call instead of spending the
 * token twice. A failure becomes the 'error' state, with the server's message when it sent one.
 */
const attempts = answerCache<Promise<VerifyResponse>>();

function verifyOnce(token: string): Promise<VerifyResponse> {
  return (
    attempts.get(token) ??
    attempts.set(
      token,
      verifyReservation(token).catch((error: unknown): VerifyResponse => ({
        state: 'error',
        message: error instanceof ApiError ? error.serverMessage : undefined,
      })),
    )
  );
}

/** The verification answer for `token`, or null while it is on its way. */
export function useVerifyReservation(token: string | null): VerifyResponse | null {
  const [result, setResult] = useState<{ token: string; answer: VerifyResponse } | null>(null);

  useEffect(() => {
    if (token === null) return;
    let current = true;
    void verifyOnce(token).then((answer) => {
      if (current) setResult({ token, answer });
    });
    return () => {
      current = false;
    };
  }, [token]);

  return result !== null && result.token === token ? result.answer : null;
}
