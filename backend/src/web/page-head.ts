import { absoluteUrl, pageAlternates, type PageMeta } from '@gameshift/contracts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The head tags of a news page, every value escaped. `data-page-meta` marks them as the page's
 * own, so the SPA replaces them when it navigates to another page.
 */
export function renderMetaTags(meta: PageMeta, feed?: { title: string; href: string }): string {
  const tags = meta.tags.map((tag) => `<meta ${tag.attr}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" data-page-meta>`);
  tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" data-page-meta>`);
  if (feed)
    tags.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`);
  return tags.join('');
}

/**
 * `<link rel="alternate" hreflang>` for each language version of the page at `path` (its English
 * path), and x-default; marked as the page's own, so the SPA writes them anew for the next page.
 */
export function renderAlternates(path: string, origin: string): string {
  return pageAlternates(path)
    .map(
      ([hreflang, href]) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(absoluteUrl(href, origin))}" data-page-meta>`,
    )
    .join('');
}
