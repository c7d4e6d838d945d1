import { LOCALES, localizedPath, PUBLIC_ROUTES } from '@gameshift/contracts';

/**
 * Where a rendered page is kept: `pages` for the site's own pages at their canonical addresses,
 * whose number the content bounds; `variants` for the versions of a page any address can ask for
 * (the reserve page with a handle in `?suggested=`), which are unbounded.
 */
export type PageCacheSpace = 'pages' | 'variants';

/**
 * Rendered pages by address (path and query), each space with a bound of its own, so that what a
 * visitor can make up only ever pushes out more of the same, never the site's own pages. The least
 * recently served page of a full space goes first.
 */
export class PageCache<T> {
  private readonly spaces: Record<PageCacheSpace, Map<string, T>> = { pages: new Map(), variants: new Map() };

  constructor(private readonly limits: Record<PageCacheSpace, number>) {}

  get(address: string): T | undefined {
    for (const space of Object.values(this.spaces)) {
      const page = space.get(address);
      if (page === undefined) continue;
      // Served again: the last to go.
      space.delete(address);
      space.set(address, page);
      return page;
    }
    return undefined;
  }

  set(space: PageCacheSpace, address: string, page: T): void {
    const pages = this.spaces[space];
    pages.delete(address);
    if (pages.size >= this.limits[space]) pages.delete(pages.keys().next().value!);
    pages.set(address, page);
  }

  /** Drops the page at `path` with every query it was kept with; answers how many went. */
  forget(path: string): number {
    let dropped = 0;
    for (const pages of Object.values(this.spaces)) {
      for (const address of [...pages.keys()]) {
        if (address === path || address.startsWith(`${path}?`)) dropped += Number(pages.delete(address));
      }
    }
    return dropped;
  }

  get size(): number {
    return this.spaces.pages.size + this.spaces.variants.size;
  }
}

/** The pages an article appears on, in every language: its own and the news list. */
export function articlePages(slug: string): string[] {
  const article = PUBLIC_ROUTES.article.replace(':slug', encodeURIComponent(slug));
  return LOCALES.flatMap((locale) => [localizedPath(locale, article), localizedPath(locale, PUBLIC_ROUTES.news)]);
}
