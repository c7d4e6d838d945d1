import { ARTICLE_QUERY_KEYS, type ArticleSummary } from '@gameshift/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/apiClient';

export function getArticles(signal?: AbortSignal): Promise<ArticleSummary[]> {
  return apiFetch<ArticleSummary[]>('/articles', { signal });
}

/** The published articles, newest first. */
export function useArticles() {
  return useQuery({ queryKey: ARTICLE_QUERY_KEYS.list(), queryFn: ({ signal }) => getArticles(signal) });
}
