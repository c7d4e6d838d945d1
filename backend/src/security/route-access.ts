/** Where the API documentation (its UI, the UI's assets and the documents) is served. */
export const API_DOCS_PATH = '/api/docs';

/**
 * Who may reach a route: `metrics` and `docs` are for operators (the metrics token, OPS_PORT),
 * `health` is for orchestrators (open even behind the site password), `site` is everything else.
 */
export type RouteAccess = 'metrics' | 'docs' | 'health' | 'site';

const HEALTH_ROUTES = new Set(['/health/live', '/health/ready']);

/**
 * Judged on the pattern of the route the router matched, never on the raw URL: the router decodes
 * percent-escapes and ignores a trailing slash, so a URL has many spellings but a route has one
 * pattern. A request that matched no route (undefined) is the site's.
 */
export function routeAccess(routePattern: string | undefined): RouteAccess {
  if (routePattern === undefined) return 'site';
  if (routePattern === '/metrics') return 'metrics';
  if (routePattern === API_DOCS_PATH || routePattern.startsWith(`${API_DOCS_PATH}/`)) return 'docs';
  if (HEALTH_ROUTES.has(routePattern)) return 'health';
  return 'site';
}
