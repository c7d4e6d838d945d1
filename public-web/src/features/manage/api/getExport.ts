import type { PersonalDataExport } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';
import { managePath } from './paths';

/** The download's contents, read to be shown on the page that explains them. */
export function getExport(token: string, signal?: AbortSignal): Promise<PersonalDataExport> {
  return apiFetch(managePath(token, '/export'), { signal });
}
