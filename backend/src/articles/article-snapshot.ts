import {
  DEFAULT_LOCALE,
  isLocale,
  readingMinutes,
  type Article,
  type ArticleCategory,
  type ArticleSummary,
  type Locale,
} from '@gameshift/contracts';

/**
 * The texts of one language of an article, as the portal edits them and the database keeps them
 * (`article_texts.fields`): the article's fields but for those of the article itself (its id, slug,
 * category), where the text stands (status) and what is computed when served (reading time).
 */
export type ArticleFields = Omit<Article, 'id' | 'locale' | 'slug' | 'category' | 'status' | 'readingTime'>;

/** One language of one article, as stored. */
export interface ArticleTextRow {
  article_id: string;
  slug: string;
  category: ArticleCategory;
  locale: string;
  fields: ArticleFields;
  status: 'draft' | 'published';
  /** When a published text becomes visible; null for a draft. */
  publish_at: Date | null;
}

/** An earlier address of an article, answered with a 301 to its current one. */
export interface ArticleRedirectRow {
  slug: string;
  article_id: string;
}

const OPTIONAL = ['lastUpdated', 'image', 'metaTitle', 'metaDescription', 'ogImage', 'audioFile', 'audioNote'] as const;

/** `{product}` in an article's texts is the configured product name, so the news follows a renamed product. */
function withProduct(text: string, productName: string): string {
  return text.replaceAll('{product}', productName);
}

/** An article in one language as the public API and pages show it. */
export function toArticle(row: ArticleTextRow, productName: string): Article {
  const { fields } = row;
  const content = withProduct(fields.content, productName);
  const article: Article = {
    id: row.article_id,
    slug: row.slug,
    title: withProduct(fields.title, productName),
    excerpt: withProduct(fields.excerpt, productName),
    date: fields.date,
    author: withProduct(fields.author, productName),
    tags: fields.tags.map((tag) => withProduct(tag, productName)),
    category: row.category,
    status: 'published',
    content,
    readingTime: readingMinutes(content),
  };
  if (row.locale !== DEFAULT_LOCALE) article.locale = row.locale as Locale;
  for (const field of OPTIONAL) {
    const value = fields[field];
    if (value !== undefined) article[field] = withProduct(value, productName);
  }
  return article;
}

/** An article without its body, as lists show it. */
export function summary(article: Article): ArticleSummary {
  const { content: _content, ...rest } = article;
  return rest;
}

function byNewest(a: Article, b: Article): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}

/** What visitors see at one moment: the published articles in each language, and the old addresses of each. */
export interface PublicView {
  /** Published articles, newest first, each in the language when it has a visible translation. */
  list(locale: Locale): ArticleSummary[];
  /** A published article by its current slug, in the language when it has a visible translation. */
  article(slug: string, locale: Locale): Article | undefined;
  /** The current slug of a published article that once answered at `slug`. */
  movedTo(slug: string): string | undefined;
  /** Until when (ms since the epoch) this view holds: the next scheduled publish time, or Infinity. */
  readonly validUntil: number;
}

/**
 * The articles as stored, turned into what the public sees at `now`: a text is visible once it is
 * published and its publish time has come, and a translation only where its English article is
 * visible. A scheduled text is a draft until then, which `validUntil` marks so that the view is
 * made again at that moment.
 */
export function publicView(rows: ArticleTextRow[], redirects: ArticleRedirectRow[], productName: string, now: number): PublicView {
  let validUntil = Infinity;
  const visible = (row: ArticleTextRow): boolean => {
    if (row.status !== 'published' || row.publish_at === null) return false;
    const from = row.publish_at.getTime();
    if (from > now) validUntil = Math.min(validUntil, from);
    return from <= now;
  };
  const english = new Map<string, Article>();
  const translations = new Map<string, Article>();
  for (const row of rows) {
    if (!visible(row)) continue;
    if (row.locale === DEFAULT_LOCALE) english.set(row.article_id, toArticle(row, productName));
    else if (isLocale(row.locale)) translations.set(`${row.article_id}:${row.locale}`, toArticle(row, productName));
  }
  const bySlug = new Map([...english.values()].map((article) => [article.slug, article]));
  const newest = [...english.values()].sort(byNewest);
  const lists = new Map<Locale, ArticleSummary[]>();
  const inLocale = (article: Article, locale: Locale): Article =>
    locale === DEFAULT_LOCALE ? article : (translations.get(`${article.id}:${locale}`) ?? article);
  const moved = new Map<string, string>();
  for (const { slug, article_id } of redirects) {
    const current = english.get(article_id);
    if (current && !bySlug.has(slug)) moved.set(slug, current.slug);
  }
  return {
    validUntil,
    list(locale) {
      let list = lists.get(locale);
      if (!list) {
        list = newest.map((article) => summary(inLocale(article, locale)));
        lists.set(locale, list);
      }
      return list;
    },
    article(slug, locale) {
      const article = bySlug.get(slug);
      return article && inLocale(article, locale);
    },
    movedTo: (slug) => moved.get(slug),
  };
}
