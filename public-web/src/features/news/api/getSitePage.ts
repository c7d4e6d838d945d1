import { ARTICLE_QUERY_KEYS, type SitePage } from '@gameshift/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetchOrNull } from './apiFetchOrNull';

/** A site page written by the operator (the privacy page), or null when the site has none. */
export function getSitePage(slug: string, signal?: AbortSignal): Promise<SitePage | null> {
  return apiFetchOrNull<SitePage>(`/pages/${encodeURIComponent(slug)}`, signal);
}

export function useSitePage(slug: string) {
  return useQuery({ queryKey: ARTICLE_QUERY_KEYS.sitePage(slug), queryFn: ({ signal }) => getSitePage(slug, signal) });
}
