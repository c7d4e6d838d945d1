import type { HumanChallenge } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';

/** A fresh signed challenge: the pattern the game plays. */
export function createChallenge(): Promise<HumanChallenge> {
  return apiFetch<HumanChallenge>('/human-check/challenge', { method: 'POST', body: {} });
}
