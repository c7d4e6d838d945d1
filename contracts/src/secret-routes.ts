import { DEFAULT_LOCALE, LOCALES } from './i18n/locales';
import { MANAGE_API_ROUTES } from './manage';
import { PUBLIC_ROUTES } from './public-routes';

/** The admin portal's pages that carry a secret; the portal is served under `/admin`. */
export const ADMIN_SECRET_ROUTES = {
  invitation: '/admin/invite/:token',
} as const;

/** RFC 8058's one-click unsubscribe: the URL of a mail's List-Unsubscribe header, which a mail client posts to. */
export const UNSUBSCRIBE_API_ROUTE = '/api/unsubscribe/:token';

/** What the unsubscribe page names before it asks: the reservation's handle and whether announcements are on. */
export const UNSUBSCRIBE_DETAILS_API_ROUTE = '/api/unsubscribe/:token/reservation';

/** Undoes an unsubscribe from the same link: the person's own unsubscribe or complaint is lifted. */
export const RESUBSCRIBE_API_ROUTE = '/api/unsubscribe/:token/resubscribe';

/** A draft article's page as a visitor will see it, for the editors: the token names the article and expires. */
export const ARTICLE_PREVIEW_ROUTE = '/preview/articles/:token';

/**
 * Every route whose URL carries a secret (a link's token): the log shows only the route's
 * pattern, the analytics count the pattern, and a reservation's landing page keeps the pattern.
 * A page added with a token in its path is added here, and nowhere else.
 */
export const SECRET_ROUTES: readonly string[] = [
  PUBLIC_ROUTES.verifyLink,
  ADMIN_SECRET_ROUTES.invitation,
  PUBLIC_ROUTES.unsubscribe,
  UNSUBSCRIBE_API_ROUTE,
  UNSUBSCRIBE_DETAILS_API_ROUTE,
  RESUBSCRIBE_API_ROUTE,
  PUBLIC_ROUTES.manageErase,
  PUBLIC_ROUTES.manageLink,
  PUBLIC_ROUTES.manageData,
  MANAGE_API_ROUTES.link,
  MANAGE_API_ROUTES.eraseLink,
  ARTICLE_PREVIEW_ROUTE,
];

/** Paths beside a secret route's token whose segment is a word, not a secret: `/manage/erase/…` is not the token `erase`. */
const LITERAL_PATHS: readonly string[] = [...SECRET_ROUTES, MANAGE_API_ROUTES.request, MANAGE_API_ROUTES.erase];

/** The words that sit where `route` has its secret, in other known paths with the same start. */
function literalSiblings(route: string, prefix: string): string[] {
  return LITERAL_PATHS.filter((other) => other !== route && other.startsWith(prefix))
    .map((other) => other.slice(prefix.length).split('/')[0])
    .filter((segment) => segment !== '' && !segment.startsWith(':'));
}

/** The language segment a page of another language starts with (`/ja/verify/…`), kept as it is. */
const LANGUAGE_SEGMENT = `(?:/+(?:${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')})(?=/))?`;

/**
 * Each route as a test of a path's start (after a scheme and host, when a whole URL is given) and
 * the route's pattern up to its secret's name. The secret runs to the next slash, query or
 * fragment; letter case is ignored, as the browser's router ignores it.
 */
const SECRET_MATCHERS = SECRET_ROUTES.map((route) => {
  const at = route.indexOf('/:');
  const end = route.indexOf('/', at + 1);
  const upToSecret = end === -1 ? route : route.slice(0, end);
  const literal = route.slice(0, at + 1);
  const prefix = literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const words = literalSiblings(route, literal);
  const notAWord = words.length === 0 ? '' : `(?!(?:${words.join('|')})(?:[/?#]|$))`;
  // Repeated slashes lead to the same page, so they hide no secret either; nor does a page's language.
  const source = `^((?:[a-z][a-z0-9+.-]*://[^/?#]*)?${LANGUAGE_SEGMENT})${prefix.replace(/\//g, '/+')}${notAWord}[^/?#]+`;
  return { pattern: new RegExp(source, 'i'), replacement: `$1${upToSecret}` };
});

/**
 * A path (or a whole URL) with the secret of each secret route replaced by its parameter's name:
 * `/verify/abc?x=1` reads `/verify/:token?x=1`. Any other path comes back as it was.
 */
export function withoutSecrets(path: string): string {
  let out = path;
  for (const { pattern, replacement } of SECRET_MATCHERS) out = out.replace(pattern, replacement);
  return out;
}
