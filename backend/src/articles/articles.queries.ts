import type { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows';
import type { ArticleFields, ArticleRedirectRow, ArticleTextRow } from './article-snapshot';

/*
 * The hand-written statements of the news: the rows every instance serves from, and a text's save
 * with its revision, in one place. The tables' triggers announce every change at commit
 * (NOTIFY articles_changed, see the Articles migration).
 */

/** The channel the tables' triggers notify on. */
export const ARTICLES_CHANGED = 'articles_changed';

/** Every text of every article, and the old addresses: what an instance serves from. */
export async function loadArticles(manager: EntityManager): Promise<{ rows: ArticleTextRow[]; redirects: ArticleRedirectRow[] }> {
  const rows = await manager.query<ArticleTextRow[]>(
    `SELECT a.id AS article_id, a.slug, a.category, t.locale, t.fields, t.status, t.publish_at
       FROM articles a JOIN article_texts t ON t.article_id = a.id`,
  );
  const redirects = await manager.query<ArticleRedirectRow[]>('SELECT slug, article_id FROM article_redirects');
  return { rows, redirects };
}

/** Who wrote a text, and where from: a person in the portal, or the content files. */
export type TextSource = 'import' | 'portal';

/** The state of one language of an article as the editor works on it. */
export interface StoredText {
  article_id: string;
  slug: string;
  category: string;
  locale: string;
  fields: ArticleFields;
  status: 'draft' | 'published';
  publish_at: Date | null;
  revision: number;
  saved_by: string;
  saved_at: Date;
  source: TextSource;
}

const STORED_TEXT = `SELECT a.id AS article_id, a.slug, a.category, t.locale, t.fields, t.status, t.publish_at, t.revision,
                            t.saved_by, t.saved_at, t.source
                       FROM articles a JOIN article_texts t ON t.article_id = a.id`;

/** One language of an article, locked for the rest of the transaction when `lock` says so. */
export async function storedText(manager: EntityManager, articleId: string, locale: string, lock = false): Promise<StoredText | undefined> {
  const [row] = await manager.query<StoredText[]>(`${STORED_TEXT} WHERE a.id = $1 AND t.locale = $2${lock ? ' FOR UPDATE OF t' : ''}`, [
    articleId,
    locale,
  ]);
  return row;
}

/** Every language of an article. */
export async function storedTexts(manager: EntityManager, articleId: string): Promise<StoredText[]> {
  return manager.query<StoredText[]>(`${STORED_TEXT} WHERE a.id = $1 ORDER BY t.locale`, [articleId]);
}

/** The next state of a text: written as its next revision, kept in its history too. */
export interface TextWrite {
  articleId: string;
  locale: string;
  fields: ArticleFields;
  status: 'draft' | 'published';
  publishAt: Date | null;
  savedBy: string;
  source: TextSource;
}

/** Writes a text's next revision (the first when it has none) and keeps it in the history; answers its number. */
export async function writeText(manager: EntityManager, write: TextWrite): Promise<number> {
  const [{ revision }] = await manager.query<Array<{ revision: number }>>(
    `INSERT INTO article_texts (article_id, locale, fields, status, publish_at, revision, saved_by, source)
     VALUES ($1, $2, $3, $4, $5, 1, $6, $7)
     ON CONFLICT (article_id, locale) DO UPDATE
       SET fields = EXCLUDED.fields, status = EXCLUDED.status, publish_at = EXCLUDED.publish_at,
           revision = article_texts.revision + 1, saved_by = EXCLUDED.saved_by, saved_at = now(), source = EXCLUDED.source
     RETURNING revision`,
    [write.articleId, write.locale, JSON.stringify(write.fields), write.status, write.publishAt, write.savedBy, write.source],
  );
  await manager.query(
    `INSERT INTO article_revisions (article_id, locale, revision, fields, slug, status, publish_at, saved_by, source)
     SELECT t.article_id, t.locale, t.revision, t.fields, a.slug, t.status, t.publish_at, t.saved_by, t.source
       FROM article_texts t JOIN articles a ON a.id = t.article_id
      WHERE t.article_id = $1 AND t.locale = $2`,
    [write.articleId, write.locale],
  );
  return revision;
}

/** Moves an article to a new address; the old one keeps answering with a redirect, unless another article takes it. */
export async function moveArticle(manager: EntityManager, articleId: string, from: string, to: string): Promise<void> {
  await manager.query('UPDATE articles SET slug = $2 WHERE id = $1', [articleId, to]);
  await manager.query('DELETE FROM article_redirects WHERE slug = $1', [to]);
  await manager.query(
    `INSERT INTO article_redirects (slug, article_id) VALUES ($1, $2)
     ON CONFLICT (slug) DO UPDATE SET article_id = EXCLUDED.article_id, created_at = now()`,
    [from, articleId],
  );
}

/** Whether a slug is an article's, or one's old address that still redirects (which a new article may not take silently). */
export async function slugOwner(manager: EntityManager, slug: string): Promise<{ article_id: string; redirect: boolean } | undefined> {
  const [row] = await manager.query<Array<{ article_id: string; redirect: boolean }>>(
    `SELECT id AS article_id, false AS redirect FROM articles WHERE slug = $1
     UNION ALL SELECT article_id, true FROM article_redirects WHERE slug = $1 LIMIT 1`,
    [slug],
  );
  return row;
}

export async function articleIds(manager: EntityManager): Promise<string[]> {
  return (await manager.query<Array<{ id: string }>>('SELECT id FROM articles')).map(({ id }) => id);
}

export async function insertArticle(manager: EntityManager, id: string, slug: string, category: string): Promise<void> {
  await manager.query('INSERT INTO articles (id, slug, category) VALUES ($1, $2, $3)', [id, slug, category]);
}

/** An imported article: added, or its slug and category brought up to its file's. */
export async function upsertArticle(manager: EntityManager, id: string, slug: string, category: string): Promise<void> {
  await manager.query(
    `INSERT INTO articles (id, slug, category) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, category = EXCLUDED.category`,
    [id, slug, category],
  );
}

export async function setCategory(manager: EntityManager, id: string, category: string): Promise<void> {
  await manager.query('UPDATE articles SET category = $2 WHERE id = $1', [id, category]);
}

/** Deletes one language of an article; answers whether it had one. */
export async function deleteText(manager: EntityManager, id: string, locale: string): Promise<boolean> {
  return (
    returnedRows(await manager.query('DELETE FROM article_texts WHERE article_id = $1 AND locale = $2 RETURNING 1', [id, locale])).length >
    0
  );
}

/** Deletes an article with every language, revision and old address (the foreign keys cascade). */
export async function deleteArticle(manager: EntityManager, id: string): Promise<void> {
  await manager.query('DELETE FROM articles WHERE id = $1', [id]);
}

/** The saved revisions of one language (null: every language), newest first by language, each marked when it is the text as it stands. */
export async function revisionsOf(
  manager: EntityManager,
  id: string,
  locale: string | null,
): Promise<Array<StoredText & { current: boolean }>> {
  return manager.query(
    `SELECT r.article_id, r.slug, r.locale, r.fields, r.status, r.publish_at, r.revision, r.saved_by, r.saved_at, r.source,
            r.revision = t.revision AS current
       FROM article_revisions r LEFT JOIN article_texts t ON t.article_id = r.article_id AND t.locale = r.locale
      WHERE r.article_id = $1 AND ($2::text IS NULL OR r.locale = $2)
      ORDER BY r.locale, r.revision DESC`,
    [id, locale],
  );
}

export async function revisionFields(
  manager: EntityManager,
  id: string,
  locale: string,
  revision: number,
): Promise<ArticleFields | undefined> {
  const [row] = await manager.query<Array<{ fields: ArticleFields }>>(
    'SELECT fields FROM article_revisions WHERE article_id = $1 AND locale = $2 AND revision = $3',
    [id, locale, revision],
  );
  return row?.fields;
}

// The imports of the content folder.

/** Any instance may start first: one imports at a time, the others then find it done. */
export async function lockImports(manager: EntityManager): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('article-import'))");
}

/** Whether the site has ever had an article (in the database, or imported and deleted since). */
export async function everHadArticles(manager: EntityManager): Promise<boolean> {
  const [{ any }] = await manager.query<Array<{ any: boolean }>>(
    'SELECT EXISTS (SELECT 1 FROM articles) OR EXISTS (SELECT 1 FROM article_imports) AS any',
  );
  return any;
}

/** The fingerprint a file had when last imported. */
export async function importedFingerprint(manager: EntityManager, file: string): Promise<string | undefined> {
  const [row] = await manager.query<Array<{ fingerprint: string }>>('SELECT fingerprint FROM article_imports WHERE file = $1', [file]);
  return row?.fingerprint;
}

export async function recordImport(
  manager: EntityManager,
  file: string,
  articleId: string,
  locale: string,
  fingerprint: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO article_imports (file, article_id, locale, fingerprint) VALUES ($1, $2, $3, $4)
     ON CONFLICT (file) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, imported_at = now()`,
    [file, articleId, locale, fingerprint],
  );
}

/** The id of another article than `id` whose slug is `slug`. */
export async function otherArticleWithSlug(manager: EntityManager, slug: string, id: string): Promise<string | undefined> {
  const [row] = await manager.query<Array<{ id: string }>>('SELECT id FROM articles WHERE slug = $1 AND id <> $2', [slug, id]);
  return row?.id;
}

/** Starts hearing `channel` on a connection of its own. */
export async function listen(client: Client, channel: string): Promise<void> {
  await client.query(`LISTEN ${channel}`);
}
