/**
 * The categories an article is filed under: a fixed list of keys, stored as the key (front matter,
 * the API, and later the database) and shown by its name in the page's language
 * (`newsPage.categories` of the catalogues), so a category reads in the visitor's language even on
 * an article shown in English.
 */
export const ARTICLE_CATEGORIES = ['announcements', 'updates', 'guides', 'roadmap'] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export function isArticleCategory(value: unknown): value is ArticleCategory {
  return typeof value === 'string' && (ARTICLE_CATEGORIES as readonly string[]).includes(value);
}
