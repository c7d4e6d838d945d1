import { MANAGE_API_ROUTES } from '@gameshift/contracts';

/** A manage API path as apiFetch takes it (without /api), with the link's token in place. */
export function managePath(token: string, suffix = ''): string {
  return `${MANAGE_API_ROUTES.link.replace(/^\/api/, '').replace(':token', encodeURIComponent(token))}${suffix}`;
}

/** Where the browser downloads the export from: a plain link, the answer being an attachment. */
export function exportUrl(token: string): string {
  return `/api${managePath(token, '/export')}`;
}
