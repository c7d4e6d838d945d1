import { absoluteUrl, DEFAULT_LOCALE, localizedPath, pageAlternates, type Locale, type PageMeta } from '@gameshift/contracts';

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

/** A page's meta as its `locale` version: its own address as the canonical one and in og:url. */
export function localizedMeta(meta: PageMeta, locale: Locale): PageMeta {
  if (locale === DEFAULT_LOCALE) return meta;
  const address = (url: string) => {
    const parsed = new URL(url);
    parsed.pathname = localizedPath(locale, parsed.pathname);
    return parsed.toString();
  };
  return {
    ...meta,
    canonical: address(meta.canonical),
    tags: meta.tags.map((tag) => (tag.key === 'og:url' ? { ...tag, content: address(tag.content) } : tag)),
  };
}

/** `<link rel="alternate" hreflang>` for each language version of the page at `path` (its English path), and x-default. */
export function renderAlternates(path: string, origin: string): string {
  return pageAlternates(path)
    .map(([hreflang, href]) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(absoluteUrl(href, origin))}">`)
    .join('');
}
