import type { Identifier } from 'react-admin';
import { dataProvider } from '../dataProvider';

/*
 * Like the reservations' actions, these go to the dataProvider itself rather than through
 * useDataProvider: its proxy turns a 401 into an empty success, which would announce a send that
 * never happened. The callers hand errors to useLogoutIfAccessDenied.
 */

export const previewAnnouncement = (subject: string, body: string, signal?: AbortSignal) =>
  dataProvider.previewAnnouncement(subject, body, signal);

export const testAnnouncement = (id: Identifier, email?: string) => dataProvider.testAnnouncement(id, email);

export const sendAnnouncement = (id: Identifier, sendAt?: string) => dataProvider.sendAnnouncement(id, sendAt);

export const changeAnnouncement = (id: Identifier, change: 'pause' | 'resume' | 'cancel') => dataProvider.changeAnnouncement(id, change);
