/** Where the API documentation (its UI, the UI's assets and the documents) is served. */
export const API_DOCS_PATH = '/api/docs';

/**
 * Who may reach a route: `metrics` and `docs` are for operators (the metrics token, OPS_PORT),
 * `health` is for orchestrators (open even behind the site password), `credential` is for machines
 * that bring a credential of the route's own (open behind the site password too), `site` is
 * everything else.
 */
export type RouteAccess = 'metrics' | 'docs' | 'health' | 'credential' | 'site';

const HEALTH_ROUTES = new Set(['/health/live', '/health/ready']);

/**
 * Routes that authenticate their caller themselves, called by machines that cannot send the site
 * password: a mail client's one-click unsubscribe (RFC 8058; the URL's token is signed) and the mail
 * provider's bounces and complaints (signed with MAIL_EVENTS_SECRET). The game's API is the third
 * (GAME_API_PREFIX): its key fills the Authorization header that HTTP Basic would need.
 */
const CREDENTIAL_ROUTES = new Set(['/api/unsubscribe/:token', '/api/mail-events']);
const GAME_API_PREFIX = '/api/v1/';

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
  if (CREDENTIAL_ROUTES.has(routePattern) || routePattern.startsWith(GAME_API_PREFIX)) return 'credential';
  return 'site';
}
