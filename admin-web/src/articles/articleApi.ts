import type {
  AnnouncementRecord,
  ArticlePublishRequest,
  ArticleRecord,
  ArticleRevisionRecord,
  ArticleTranslationWrite,
  Locale,
  MediaRecord,
} from '@gameshift/contracts';
import { HttpError, type Identifier } from 'react-admin';
import { adminCall, adminPost, recordPath } from '../dataProvider';

/** A translation's text, from the revision it was edited from (null: the first one). */
export const saveTranslation = (id: Identifier, locale: Locale, write: ArticleTranslationWrite) =>
  adminCall<ArticleRecord>(recordPath('articles', id, 'translations', locale), { method: 'PUT', body: JSON.stringify(write) });

export const removeTranslation = (id: Identifier, locale: Locale) =>
  adminCall<ArticleRecord>(recordPath('articles', id, 'translations', locale), { method: 'DELETE' });

/** Now, or at `publish_at`; one language, or every language the article has when `locale` is left out. */
export const publishArticle = (id: Identifier, request: ArticlePublishRequest) =>
  adminPost<ArticleRecord>(recordPath('articles', id, 'publish'), request);

export const unpublishArticle = (id: Identifier, locale?: Locale) =>
  adminPost<ArticleRecord>(recordPath('articles', id, 'unpublish'), locale === undefined ? {} : { locale });

/** One language's saved revisions, newest first. */
export const articleRevisions = (id: Identifier, locale: Locale, signal?: AbortSignal) =>
  adminCall<ArticleRevisionRecord[]>(`${recordPath('articles', id, 'revisions')}?locale=${encodeURIComponent(locale)}`, { signal });

/** Makes `revisionId` (`<locale>:<n>`) the current text; `latest` is the latest revision the editor saw. */
export const restoreRevision = (id: Identifier, revisionId: string, latest: number) =>
  adminPost<ArticleRecord>(recordPath('articles', id, 'revisions', revisionId, 'restore'), { revision: latest });

/** A private address of the article's page in `locale` as it stands, for the preview frame; it works for 30 minutes. */
export const previewLink = (id: Identifier, locale: Locale, signal?: AbortSignal) =>
  adminCall<{ url: string }>(recordPath('articles', id, 'preview-link'), { method: 'POST', body: JSON.stringify({ locale }), signal });

/**
 * The preview page with the editor's unsaved words, posted as a form would post them (one field
 * `article`, their JSON): the page's HTML as a visitor will see it, without its scripts.
 */
export async function previewPage(url: string, words: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ article: words }),
    signal,
  });
  if (!response.ok) throw new HttpError(response.statusText, response.status);
  return response.text();
}

/** An image or audio file for an article, stored and served at the answer's `url`. */
export function uploadMedia(file: File): Promise<MediaRecord> {
  const form = new FormData();
  form.append('file', file);
  return adminCall<MediaRecord>('media', { method: 'POST', body: form });
}

/** An announcement draft that tells of the published article. */
export const announceArticle = (id: Identifier) => adminPost<AnnouncementRecord>(recordPath('articles', id, 'announcement'));
