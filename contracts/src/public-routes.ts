import { LOCALE_TAGS, LOCALES, localeFromPath, localizedPath, type Locale } from './i18n/locales';

/**
 * The pages of the public SPA, as react-router paths. The SPA's router declares them; the server
 * answers them with status 200 (any other path gets the SPA's 404 page with status 404) and renders
 * some of them itself.
 */
export const PUBLIC_ROUTES = {
  reserve: '/',
  verify: '/verify',
  verifyLink: '/verify/:token',
  simonSays: '/simonsays',
  news: '/learn',
  article: '/learn/:slug',
  privacy: '/privacy',
  unsubscribe: '/unsubscribe/:token',
  manage: '/manage',
  manageErase: '/manage/erase/:token',
  manageLink: '/manage/:token',
  manageData: '/manage/:token/data',
} as const;

export type PublicRoute = keyof typeof PUBLIC_ROUTES;

/** A path matched to its route, with each `:name` segment as written (still percent-encoded). */
export type PublicRouteMatch = { route: PublicRoute; params: Record<string, string> };

const MATCHERS = (Object.entries(PUBLIC_ROUTES) as [PublicRoute, string][]).map(([route, path]) => {
  const names: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(segment.slice(1));
      return '/([^/]+)';
    })
    .join('');
  // A trailing slash is the same page, as the router reads it.
  return { route, names, pattern: new RegExp(source === '' ? '^/$' : `^${source}/?$`) };
});

/** The route of `pathname` (no query string), or null when the SPA has no such page. */
export function matchPublicRoute(pathname: string): PublicRouteMatch | null {
  for (const { route, names, pattern } of MATCHERS) {
    const found = pattern.exec(pathname);
    if (found) return { route, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1]])) };
  }
  return null;
}

/** A path's route in any of the site's languages: `/ja/learn/x` is the article route in Japanese. */
export type LocalizedRouteMatch = PublicRouteMatch & { locale: Locale; path: string };

/** The route of `pathname` after its language segment, or null when no language has such a page. */
export function matchLocalizedRoute(pathname: string): LocalizedRouteMatch | null {
  const { locale, path } = localeFromPath(pathname);
  const match = matchPublicRoute(path);
  return match && { ...match, locale, path };
}

/**
 * Every language version of a page (`path` is its English path), as [hreflang, path] pairs, and
 * `x-default` for a visitor of none of them: the English page, which is the site's default.
 */
export function pageAlternates(path: string): [string, string][] {
  return [...LOCALES.map((locale): [string, string] => [LOCALE_TAGS[locale], localizedPath(locale, path)]), ['x-default', path]];
}

/**
 * Of a page's query, the part its content depends on, as the server renders the page: `?suggested=`
 * on the reserve page (`path` is the English path), nothing elsewhere. Links the page makes to itself
 * (the language switcher's) keep this much, so the browser draws them as the server wrote them.
 */
export function renderedQuery(path: string, search: string): string {
  if (path !== '/') return '';
  const suggested = new URLSearchParams(search).get('suggested');
  return suggested === null ? '' : `?${new URLSearchParams({ suggested }).toString()}`;
}
