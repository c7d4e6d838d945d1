import { ApiError, apiFetch } from '../../../lib/apiClient';

/**
 * apiFetch for a page that may not exist: null when the server answers 404. It lives with the news
 * pages, its only callers, so `/` does not carry it.
 */
export async function apiFetchOrNull<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return await apiFetch<T>(path, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
