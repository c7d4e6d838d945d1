import type { AnnouncementChange, Locale } from '@gameshift/contracts';
import type { Identifier } from 'react-admin';
import { dataProvider, type PreviewWords } from '../dataProvider';

/*
 * Like the reservations' actions, these go to the dataProvider itself rather than through
 * useDataProvider: its proxy turns a 401 into an empty success, which would announce a send that
 * never happened. The callers hand errors to useLogoutIfAccessDenied.
 */

export const previewAnnouncement = (words: PreviewWords, signal?: AbortSignal) => dataProvider.previewAnnouncement(words, signal);

export const announcementCopy = (id: Identifier, locale: Locale, signal?: AbortSignal) => dataProvider.announcementCopy(id, locale, signal);

export const testAnnouncement = (id: Identifier, locale: Locale, email?: string) => dataProvider.testAnnouncement(id, locale, email);

export const sendAnnouncement = (id: Identifier, sendAt?: string) => dataProvider.sendAnnouncement(id, sendAt);

export const changeAnnouncement = (id: Identifier, change: AnnouncementChange) => dataProvider.changeAnnouncement(id, change);
