import { DEFAULT_LOCALE, type Locale, type SitePage } from '@gameshift/contracts';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ArticleFileError } from './article-file';
import { FrontMatterError, parseFrontMatter } from './front-matter';

const MAX_TEXT = 500;

/**
 * Reads a site page (content/<slug>.md: front matter with `title` and `description`, then
 * markdown; an optional `updated` date, the page's version, which `{updated}` in the text shows) and fills in the site's values: each `{name}` of `values` in the texts becomes its
 * value. Null when there is no such file; a file with a bad field refuses the start, as an article does.
 */
export function loadSitePage(
  contentDir: string,
  slug: string,
  values: Record<string, string>,
  locale: Locale = DEFAULT_LOCALE,
): SitePage | null {
  const file = path.join(contentDir, `${slug}.md`);
  if (!fs.existsSync(file)) return null;
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    parsed = parseFrontMatter(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error instanceof FrontMatterError) throw new ArticleFileError(file, 'front matter', error.message);
    throw error;
  }
  const fill = (text: string) => Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, value), text);
  const text = (field: 'title' | 'description') => {
    const value = parsed.data[field];
    if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_TEXT) {
      throw new ArticleFileError(file, field, `must be text of 1 to ${MAX_TEXT} characters`);
    }
    return fill(value.trim());
  };
  const updated = parsed.data.updated;
  if (updated !== undefined && (typeof updated !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(updated) || Number.isNaN(Date.parse(updated)))) {
    throw new ArticleFileError(file, 'updated', 'must be a date written YYYY-MM-DD');
  }
  const content = fill(typeof updated === 'string' ? parsed.body.replaceAll('{updated}', longDate(updated, locale)) : parsed.body).trim();
  if (content === '') throw new ArticleFileError(file, 'body', 'is empty');
  return { slug, title: text('title'), description: text('description'), content, ...(typeof updated === 'string' && { updated }) };
}

/** `2026-11-25` as the page says it, in its own language: 25 November 2026, 25. November 2026, 2026年11月25日. */
function longDate(day: string, locale: Locale): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale === DEFAULT_LOCALE ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
