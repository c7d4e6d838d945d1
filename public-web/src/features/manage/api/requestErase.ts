import type { EraseRequestResponse } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';
import { managePath } from './paths';

/** The first step of a deletion: the server mails a single-use link that confirms it. */
export function requestErase(token: string): Promise<EraseRequestResponse> {
  return apiFetch(managePath(token), { method: 'DELETE' });
}
