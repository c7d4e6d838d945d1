import type { ArticleCategory } from './article-categories';
import type { Locale } from './i18n/locales';

/** Where an article or one of its translations stands: a draft, published from a time still to come, or published. */
export type ArticleState = 'draft' | 'scheduled' | 'published';

/** The texts of one language of an article that an editor writes; the server sets the dates and the reading time. */
export type ArticleTextInput = {
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  /** Markdown, with `{product}` for the product's name. */
  content: string;
  image?: string;
  ogImage?: string;
  audioFile?: string;
  /** What the narration is when it is not the whole article (a summary). */
  audioNote?: string;
  metaTitle?: string;
  metaDescription?: string;
};

/** One language of an article as the portal shows it. */
export type ArticleTextRecord = ArticleTextInput & {
  locale: Locale;
  state: ArticleState;
  /** YYYY-MM-DD: the publish date pages show. */
  date: string;
  lastUpdated?: string;
  /** When a published or scheduled text is (or becomes) visible, ISO 8601 in UTC; null for a draft. */
  publish_at: string | null;
  /** The number of the saved version: a save names the one it was made from. */
  revision: number;
  saved_by: string;
  saved_at: string;
  readingTime: number;
};

/** An article in the portal: its English text at the top level, each translation under its language. */
export type ArticleRecord = ArticleTextRecord & {
  id: string;
  slug: string;
  category: ArticleCategory;
  translations: Partial<Record<Locale, ArticleTextRecord>>;
  /** The site's other languages this article has no text in yet. */
  missing: Locale[];
};

/** A new article, or a save of its English text (with the revision it was edited from). */
export type ArticleWrite = ArticleTextInput & {
  /** Proposed from the title when left out of a new article. */
  slug?: string;
  category: ArticleCategory;
  /** Required on a save: the revision the editor started from; a later save by someone else refuses it. */
  revision?: number;
};

/** A save of one translation: `revision` null for a first one. */
export type ArticleTranslationWrite = ArticleTextInput & { revision: number | null };

/** Publish now (no `publish_at`) or at a time, one language or every language the article has. */
export type ArticlePublishRequest = {
  /** ISO 8601 with its offset, as the editor's clock reads it; stored in UTC. Leave out to publish now. */
  publish_at?: string;
  /** The editor's time zone (IANA), which decides the publish date shown; UTC when left out. */
  time_zone?: string;
  /** One language; every language the article has when left out. */
  locale?: Locale;
};

/** A saved version of one language of an article, as the history lists it. */
export type ArticleRevisionRecord = ArticleTextInput & {
  /** `<locale>:<revision>`. */
  id: string;
  locale: Locale;
  revision: number;
  slug: string;
  state: 'draft' | 'published';
  date: string;
  publish_at: string | null;
  saved_by: string;
  saved_at: string;
  /** Whether this is the text as it stands. */
  current: boolean;
};

/** A slug proposed from a title: lowercase words of letters and digits joined by single dashes, at most 100 characters. */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > 100) break;
    slug = next;
  }
  return slug;
}

/** A slug as the site's addresses take it: lowercase words of letters and digits joined by single dashes. */
export function isArticleSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
