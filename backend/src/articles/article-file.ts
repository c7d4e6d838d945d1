import {
  ARTICLE_CATEGORIES,
  isArticleCategory,
  isIsoDate,
  readingMinutes,
  type Article,
  type ArticleCategory,
  type ArticleStatus,
} from '@gameshift/contracts';
import { FrontMatterError, parseFrontMatter, type FrontMatterValue } from './front-matter';

/** A bad article file: which file, which field, what is wrong. One line, so a failed start says it all. */
export class ArticleFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`Invalid article ${file}: ${field} ${problem}`);
    this.name = 'ArticleFileError';
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STATUSES: readonly ArticleStatus[] = ['published', 'draft'];

/** Addresses of the article's own media ('/media/articles/x.svg') or of a web resource ('https://…'). */
const MEDIA_ADDRESS = /^(\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/;

type FieldRule = 'text' | 'optionalText' | 'date' | 'optionalDate' | 'media' | 'tags' | 'status' | 'category' | 'slug' | 'id' | 'minutes';

/**
 * Every field of an article except the body, which is the markdown after the front matter, and
 * the language, which a translation's file name gives.
 */
const FIELDS: Record<Exclude<keyof Article, 'content' | 'locale'>, FieldRule> = {
  id: 'id',
  slug: 'slug',
  title: 'text',
  excerpt: 'text',
  date: 'date',
  lastUpdated: 'optionalDate',
  author: 'text',
  image: 'media',
  tags: 'tags',
  category: 'category',
  status: 'status',
  metaTitle: 'optionalText',
  metaDescription: 'optionalText',
  ogImage: 'media',
  audioFile: 'media',
  audioNote: 'optionalText',
  readingTime: 'minutes',
};

const MAX_TEXT = 500;

function describe(value: FrontMatterValue): string {
  return JSON.stringify(value);
}

function checkField(rule: FieldRule, value: FrontMatterValue | undefined): { ok: true; value: unknown } | { ok: false; problem: string } {
  const required = !['optionalText', 'optionalDate', 'media', 'minutes', 'tags'].includes(rule);
  if (value === undefined) return required ? { ok: false, problem: 'is required' } : { ok: true, value: undefined };
  switch (rule) {
    case 'id':
      if (
        (typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value)) ||
        (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
      ) {
        return { ok: true, value: String(value) };
      }
      return { ok: false, problem: `must be 1 to 64 letters, digits, - or _ (got ${describe(value)})` };
    case 'slug':
      return typeof value === 'string' && SLUG.test(value) && value.length <= 100
        ? { ok: true, value }
        : { ok: false, problem: `must be lowercase words joined by single dashes, like "my-article" (got ${describe(value)})` };
    case 'text':
    case 'optionalText':
      return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT
        ? { ok: true, value: value.trim() }
        : { ok: false, problem: `must be text of 1 to ${MAX_TEXT} characters (got ${describe(value)})` };
    case 'date':
    case 'optionalDate':
      return typeof value === 'string' && isIsoDate(value)
        ? { ok: true, value }
        : { ok: false, problem: `must be a YYYY-MM-DD date (got ${describe(value)})` };
    case 'media':
      return typeof value === 'string' && MEDIA_ADDRESS.test(value)
        ? { ok: true, value }
        : { ok: false, problem: `must be a path starting with / or an https:// address (got ${describe(value)})` };
    case 'tags':
      return Array.isArray(value) && value.every((tag) => tag.trim() !== '' && tag.length <= 50)
        ? { ok: true, value: value.map((tag) => tag.trim()) }
        : { ok: false, problem: `must be a list of short texts (got ${describe(value)})` };
    case 'status':
      return typeof value === 'string' && (STATUSES as readonly string[]).includes(value)
        ? { ok: true, value }
        : { ok: false, problem: `must be published or draft (got ${describe(value)})` };
    case 'category':
      // A key of the fixed list, which every language names in its catalogue.
      return isArticleCategory(value)
        ? { ok: true, value }
        : { ok: false, problem: `must be one of ${ARTICLE_CATEGORIES.join(', ')} (got ${describe(value)})` };
    case 'minutes':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 600
        ? { ok: true, value }
        : { ok: false, problem: `must be a whole number of minutes from 1 to 600 (got ${describe(value)})` };
  }
}

function withProduct(value: unknown, productName: string): unknown {
  if (typeof value === 'string') return value.replaceAll('{product}', productName);
  if (Array.isArray(value)) return value.map((item: string) => item.replaceAll('{product}', productName));
  return value;
}

/**
 * Reads one article file. `{product}` in its texts becomes the configured product name, so the
 * articles follow a renamed product. Reading time is computed from the body when not given.
 */
export function parseArticleFile(file: string, source: string, productName: string): Article {
  let parsed;
  try {
    parsed = parseFrontMatter(source);
  } catch (err) {
    if (err instanceof FrontMatterError) throw new ArticleFileError(file, 'front matter', err.message);
    throw err;
  }
  const { data, body } = parsed;
  for (const key of Object.keys(data)) {
    if (!Object.prototype.hasOwnProperty.call(FIELDS, key)) throw new ArticleFileError(file, key, 'is not an article field');
  }
  const fields: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(FIELDS) as [string, FieldRule][]) {
    const result = checkField(rule, data[field]);
    if (!result.ok) throw new ArticleFileError(file, field, result.problem);
    if (result.value !== undefined) fields[field] = withProduct(result.value, productName);
  }
  if (typeof fields.lastUpdated === 'string' && fields.lastUpdated < (fields.date as string)) {
    throw new ArticleFileError(file, 'lastUpdated', `must not be before date (${String(fields.date)})`);
  }
  // The note says what the narration is (a summary): without a narration it would describe nothing.
  if (fields.audioNote !== undefined && fields.audioFile === undefined) {
    throw new ArticleFileError(file, 'audioNote', 'says what audioFile plays: give the audioFile in the same file, or leave the note out');
  }
  const content = body.replaceAll('{product}', productName).trim();
  if (content === '') throw new ArticleFileError(file, 'content', 'is empty: write the article below the front matter');

  const article: Article = {
    id: fields.id as string,
    slug: fields.slug as string,
    title: fields.title as string,
    excerpt: fields.excerpt as string,
    date: fields.date as string,
    author: fields.author as string,
    tags: (fields.tags as string[] | undefined) ?? [],
    category: fields.category as ArticleCategory,
    status: fields.status as ArticleStatus,
    content,
    readingTime: (fields.readingTime as number | undefined) ?? readingMinutes(content),
  };
  for (const optional of ['lastUpdated', 'image', 'metaTitle', 'metaDescription', 'ogImage', 'audioFile', 'audioNote'] as const) {
    if (fields[optional] !== undefined) article[optional] = fields[optional] as string;
  }
  return article;
}
