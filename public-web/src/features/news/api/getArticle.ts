import { ARTICLE_QUERY_KEYS, type Article } from '@gameshift/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetchOrNull } from './apiFetchOrNull';

/** One published article, or null when no published article has that slug. */
export function getArticle(slug: string, signal?: AbortSignal): Promise<Article | null> {
  return apiFetchOrNull<Article>(`/articles/${encodeURIComponent(slug)}`, signal);
}

export function useArticle(slug: string) {
  return useQuery({ queryKey: ARTICLE_QUERY_KEYS.article(slug), queryFn: ({ signal }) => getArticle(slug, signal) });
}
