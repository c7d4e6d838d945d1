import type { Article, ArticleSummary } from '@gameshift/contracts';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ArticleFileError, parseArticleFile } from './article-file';
import { MEDIA_NAME, mediaContentType, toMediaFile, type MediaFile } from './media-file';

/** Where the article media are served; front matter refers to them by this path. */
export const MEDIA_PATH = '/media/articles/';

const MAX_MEDIA_BYTES = 5 * 1024 * 1024;

function byNewest(a: Article, b: Article): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}

/** An article without its body, as lists show it. */
export function summary(article: Article): ArticleSummary {
  const { content: _content, ...rest } = article;
  return rest;
}

/** Loads every article and media file once at boot and refuses to start on a bad one. */
export function loadContent(contentDir: string, productName: string): { articles: Article[]; media: Map<string, MediaFile> } {
  const media = new Map<string, MediaFile>();
  const mediaDir = path.join(contentDir, 'media');
  for (const name of fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : []) {
    if (name.startsWith('.')) continue;
    const file = path.join(mediaDir, name);
    if (!MEDIA_NAME.test(name) || !mediaContentType(name)) {
      throw new ArticleFileError(file, 'file name', 'must be lowercase letters, digits, . _ - with a known image or audio extension');
    }
    const size = fs.statSync(file).size;
    if (size > MAX_MEDIA_BYTES) throw new ArticleFileError(file, 'size', `must be at most ${MAX_MEDIA_BYTES} bytes (is ${size})`);
    media.set(name, toMediaFile(name, fs.readFileSync(file)));
  }

  const articlesDir = path.join(contentDir, 'articles');
  if (!fs.existsSync(articlesDir)) throw new ArticleFileError(articlesDir, 'folder', 'is missing');
  const articles: Article[] = [];
  const ids = new Set<string>();
  const slugs = new Set<string>();
  for (const name of fs
    .readdirSync(articlesDir)
    .filter((n) => n.endsWith('.md'))
    .sort()) {
    const file = path.join(articlesDir, name);
    const article = parseArticleFile(file, fs.readFileSync(file, 'utf8'), productName);
    if (ids.has(article.id)) throw new ArticleFileError(file, 'id', `${article.id} is already used by another article`);
    if (slugs.has(article.slug)) throw new ArticleFileError(file, 'slug', `${article.slug} is already used by another article`);
    for (const field of ['image', 'ogImage', 'audioFile'] as const) {
      const address = article[field];
      if (address?.startsWith(MEDIA_PATH) && !media.has(address.slice(MEDIA_PATH.length))) {
        throw new ArticleFileError(file, field, `names ${address}, which is not in ${mediaDir}`);
      }
    }
    ids.add(article.id);
    slugs.add(article.slug);
    articles.push(article);
  }
  return { articles: articles.sort(byNewest), media };
}
