import { DEFAULT_LOCALE, isLocale, type Article, type Locale } from '@gameshift/contracts';
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

/** `<slug>.<locale>.md`: an article's translation into one of the site's other languages. */
const TRANSLATION_FILE = /^(.+)\.([a-z]{2}(?:-[a-z]{2})?)\.md$/;

function translationLocale(name: string): Locale | null {
  const locale = TRANSLATION_FILE.exec(name)?.[2];
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? locale : null;
}

/** An article's translation, keyed by slug and language. */
export function translationKey(slug: string, locale: Locale): string {
  return `${slug}:${locale}`;
}

/**
 * Reads the content folder's articles, translations and media files, and refuses a bad one: the
 * media are served from the files, the articles seed the database (article-import.ts).
 * A translation names its English article's slug and category and is shown only where that article
 * is; its texts (title, body, audioNote…) and its narration are its own.
 */
export function loadContent(
  contentDir: string,
  productName: string,
): { articles: Article[]; translations: Map<string, Article>; media: Map<string, MediaFile> } {
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
  const names = fs
    .readdirSync(articlesDir)
    .filter((n) => n.endsWith('.md'))
    .sort();
  for (const name of names.filter((n) => translationLocale(n) === null)) {
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
  const translations = new Map<string, Article>();
  for (const name of names) {
    const locale = translationLocale(name);
    if (locale === null) continue;
    const file = path.join(articlesDir, name);
    const article = parseArticleFile(file, fs.readFileSync(file, 'utf8'), productName);
    const slug = TRANSLATION_FILE.exec(name)![1];
    const english = articles.find((a) => a.slug === slug);
    if (article.slug !== slug || !english) {
      throw new ArticleFileError(file, 'slug', `must be the slug of an English article in ${articlesDir} (${slug})`);
    }
    // The category files the article, not one language of it: each page names it in its own language.
    if (article.category !== english.category) {
      throw new ArticleFileError(
        file,
        'category',
        `must be the English article's (${english.category}), which every language names in its own words`,
      );
    }
    translations.set(translationKey(slug, locale), { ...article, locale });
  }
  return { articles: articles.sort(byNewest), translations, media };
}
