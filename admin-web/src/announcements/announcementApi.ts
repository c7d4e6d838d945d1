import type {
  AnnouncementChange,
  AnnouncementPreview,
  AnnouncementRecord,
  AnnouncementSendResponse,
  AnnouncementTranslation,
  Locale,
  TestCopyQueued,
} from '@gameshift/contracts';
import type { Identifier } from 'react-admin';
import { adminCall, adminPost, recordPath } from '../dataProvider';

/** The editor's words to preview: the English ones, and the translation into `locale` when it has both of its fields. */
export type PreviewWords = { subject: string; body: string; locale: Locale; translation?: AnnouncementTranslation };

/** The copy reservations made in `words.locale` would get of the editor's words. */
export const previewAnnouncement = ({ subject, body, locale, translation }: PreviewWords, signal?: AbortSignal) =>
  adminCall<AnnouncementPreview>('announcements/preview', {
    method: 'POST',
    body: JSON.stringify({ subject, body, locale, ...(translation ? { translations: { [locale]: translation } } : {}) }),
    signal,
  });

/** A saved announcement's copy for reservations made in `locale`. */
export const announcementCopy = (id: Identifier, locale: Locale, signal?: AbortSignal) =>
  adminCall<AnnouncementPreview>(recordPath('announcements', id, 'copies', locale), { signal });

/** The copy for reservations made in `locale`, to the signed-in admin, or to `email`, another admin of the team. */
export const testAnnouncement = (id: Identifier, locale: Locale, email?: string) =>
  adminPost<TestCopyQueued>(recordPath('announcements', id, 'test'), email === undefined ? { locale } : { email, locale });

/** Sends now, or at `sendAt` (ISO 8601). */
export const sendAnnouncement = (id: Identifier, sendAt?: string) =>
  adminPost<AnnouncementSendResponse>(recordPath('announcements', id, 'send'), sendAt === undefined ? {} : { send_at: sendAt });

export const changeAnnouncement = (id: Identifier, change: AnnouncementChange) =>
  adminPost<AnnouncementRecord>(recordPath('announcements', id, change));
