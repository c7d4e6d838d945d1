import type { AnnouncementsResponse } from '@gameshift/contracts';
import { apiFetch } from '../../../lib/apiClient';
import { managePath } from './paths';

export function setAnnouncements(token: string, subscribed: boolean): Promise<AnnouncementsResponse> {
  return apiFetch(managePath(token, '/announcements'), { method: 'POST', body: { subscribed } });
}
