import { DEFAULT_LOCALE, type Article } from '@gameshift/contracts';
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { ArticleFields } from './article-snapshot';
import {
  everHadArticles,
  importedFingerprint,
  lockImports,
  otherArticleWithSlug,
  recordImport,
  storedText,
  upsertArticle,
  writeText,
} from './articles.queries';
import { loadContent, translationKey } from './content-loader';

/** Who the content files' revisions are saved by, in the history an editor reads. */
export const IMPORTED_BY = 'content files';

/** What an import did with each file of the content folder's articles. */
export interface ImportReport {
  imported: string[];
  updated: string[];
  unchanged: string[];
  skipped: Array<{ file: string; reason: string }>;
}

/** The texts of an article file as the database keeps them: `{product}` left in, reading time computed when served. */
function fieldsOf(article: Article): ArticleFields {
  const { id: _id, slug: _slug, category: _category, status: _status, readingTime: _minutes, locale: _locale, ...fields } = article;
  return fields;
}

function fingerprint(article: Article): string {
  return createHash('sha256').update(JSON.stringify(article)).digest('hex');
}

/** A published file's publish time: the start of its date, so it is visible at once as it always was. */
function publishAt(article: Article): Date | null {
  return article.status === 'published' ? new Date(`${article.date}T00:00:00Z`) : null;
}

/**
 * Imports the articles of the content folder (`articles/*.md` and their translations): an article
 * not in the database is added; one last written by an import is brought up to date; one an editor
 * saved in the portal, or deleted there, is left alone and named in the report. With `firstStart`,
 * it runs only on a database that has never had an article (the seed of a new site), and does
 * nothing otherwise: from then on the portal rules.
 */
export async function importArticles(
  dataSource: DataSource,
  contentDir: string,
  { firstStart = false } = {},
): Promise<ImportReport | null> {
  // Parsed with {product} kept, as an editor writes it; a bad file refuses the whole import.
  const { articles, translations } = loadContent(contentDir, '{product}');
  return dataSource.transaction(async (manager) => {
    await lockImports(manager);
    if (firstStart && (await everHadArticles(manager))) return null;
    const report: ImportReport = { imported: [], updated: [], unchanged: [], skipped: [] };
    for (const article of articles) {
      await importFile(manager, `articles/${article.slug}.md`, article, DEFAULT_LOCALE, report);
      for (const [key, translation] of translations) {
        const locale = translation.locale!;
        if (key === translationKey(article.slug, locale)) {
          await importFile(manager, `articles/${article.slug}.${locale}.md`, { ...translation, id: article.id }, locale, report);
        }
      }
    }
    return report;
  });
}

async function importFile(manager: EntityManager, file: string, article: Article, locale: string, report: ImportReport): Promise<void> {
  const print = fingerprint(article);
  const previous = await importedFingerprint(manager, file);
  const current = await storedText(manager, article.id, locale, true);
  if (!current && previous) {
    report.skipped.push({ file, reason: 'deleted in the portal' });
    return;
  }
  if (current?.source === 'portal') {
    report.skipped.push({ file, reason: `edited in the portal (by ${current.saved_by})` });
    return;
  }
  if (current && previous === print) {
    report.unchanged.push(file);
    return;
  }
  if (locale === DEFAULT_LOCALE) {
    if (await otherArticleWithSlug(manager, article.slug, article.id)) {
      report.skipped.push({ file, reason: `its slug ${article.slug} is another article's` });
      return;
    }
    await upsertArticle(manager, article.id, article.slug, article.category);
  } else if (!(await storedText(manager, article.id, DEFAULT_LOCALE))) {
    report.skipped.push({ file, reason: 'its English article is not on the site' });
    return;
  }
  await writeText(manager, {
    articleId: article.id,
    locale,
    fields: fieldsOf(article),
    status: article.status,
    publishAt: publishAt(article),
    savedBy: IMPORTED_BY,
    source: 'import',
  });
  await recordImport(manager, file, article.id, locale, print);
  (current ? report.updated : report.imported).push(file);
}
