/**
 * The React Query keys of the news section. The SPA reads the article list and each article under
 * them; the server seeds a page it renders under the same keys, so the SPA finds that data and does
 * not fetch it again.
 */
export const ARTICLE_QUERY_KEYS = {
  list: () => ['articles'] as const,
  article: (slug: string) => ['articles', slug] as const,
  /** A site page (content/<slug>.md), such as the privacy page. */
  sitePage: (slug: string) => ['pages', slug] as const,
};
