import { ARTICLE_QUERY_KEYS, type Article } from '@gameshift/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/apiClient';

/** One published article, or null when no published article has that slug. */
export async function getArticle(slug: string, signal?: AbortSignal): Promise<Article | null> {
  try {
    return await apiFetch<Article>(`/articles/${encodeURIComponent(slug)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useArticle(slug: string) {
  return useQuery({ queryKey: ARTICLE_QUERY_KEYS.article(slug), queryFn: ({ signal }) => getArticle(slug, signal) });
}
