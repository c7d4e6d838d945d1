import { ARTICLE_QUERY_KEYS, type SitePage } from '@gameshift/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/apiClient';

/** A site page written by the operator (the privacy page), or null when the site has none. */
export async function getSitePage(slug: string, signal?: AbortSignal): Promise<SitePage | null> {
  try {
    return await apiFetch<SitePage>(`/pages/${encodeURIComponent(slug)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useSitePage(slug: string) {
  return useQuery({ queryKey: ARTICLE_QUERY_KEYS.sitePage(slug), queryFn: ({ signal }) => getSitePage(slug, signal) });
}
