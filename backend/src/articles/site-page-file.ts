import type { SitePage } from '@gameshift/contracts';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ArticleFileError } from './article-file';
import { FrontMatterError, parseFrontMatter } from './front-matter';

const MAX_TEXT = 500;

/**
 * Reads a site page (content/<slug>.md: front matter with `title` and `description`, then
 * markdown) and fills in the site's values: each `{name}` of `values` in the texts becomes its
 * value. Null when there is no such file; a file with a bad field refuses the start, as an article does.
 */
export function loadSitePage(contentDir: string, slug: string, values: Record<string, string>): SitePage | null {
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
  const content = fill(parsed.body).trim();
  if (content === '') throw new ArticleFileError(file, 'body', 'is empty');
  return { slug, title: text('title'), description: text('description'), content };
}
