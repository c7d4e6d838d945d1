import { matchLocalizedRoute } from '@gameshift/contracts';

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

  /** Drops every page whose address `matches`, with every query it was kept with. */
  forgetWhere(matches: (path: string) => boolean): void {
    for (const pages of Object.values(this.spaces)) {
      for (const address of [...pages.keys()]) {
        if (matches(address.split('?', 1)[0])) pages.delete(address);
      }
    }
  }

  get size(): number {
    return this.spaces.pages.size + this.spaces.variants.size;
  }
}

/** Whether a page shows articles: the news list or an article, in any language. */
export function showsArticles(path: string): boolean {
  const route = matchLocalizedRoute(path)?.route;
  return route === 'news' || route === 'article';
}
