import type { ArticleSummary } from './api';
import type { ArticleCategory } from './article-categories';
import { DEFAULT_LOCALE, localizedPath, type Locale } from './i18n/locales';
import { pageAlternates } from './public-routes';
import { createNewsMessages, type NewsMessages } from './i18n/english/news.generated';
import { createNewsPageMessages, type NewsPageMessages } from './i18n/english/news-page.generated';

/** One tag of a page's head: `<meta name|property="key" content="…">`. */
export type MetaTag = { attr: 'name' | 'property'; key: string; content: string };

/** What link previews read (the page's title, description, image and canonical address): the server writes it, the SPA keeps it current. */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute address of the page. */
  canonical: string;
  tags: MetaTag[];
};

/**
 * The news section's feed and list page texts, from the news catalogues in the page's language
 * (English when none is given).
 */
export function newsTexts(
  product: string,
  page: NewsPageMessages = createNewsPageMessages(product),
  news: Pick<NewsMessages, 'articlePageTitle'> = createNewsMessages(product),
) {
  return {
    sectionTitle: page.listHeading,
    listTitle: news.articlePageTitle(page.listEyebrow),
    description: page.listDescription,
    /** A page's title in the section: `{title} | {product} News` in English. */
    pageTitle: (title: string) => news.articlePageTitle(title),
    /** An article's category by its name in this language. */
    category: (key: ArticleCategory) => page.categories[key],
  };
}

/** An address made absolute against the site's origin; absolute addresses pass unchanged. */
export function absoluteUrl(address: string, origin: string): string {
  return new URL(address, `${origin.replace(/\/+$/, '')}/`).toString();
}

function property(key: string, content: string): MetaTag {
  return { attr: 'property', key, content };
}

function name(key: string, content: string): MetaTag {
  return { attr: 'name', key, content };
}

export function newsListMeta(product: string, origin: string, texts = newsTexts(product)): PageMeta {
  const canonical = absoluteUrl('/learn', origin);
  return {
    title: texts.listTitle,
    description: texts.description,
    canonical,
    tags: [
      property('og:type', 'website'),
      property('og:site_name', texts.sectionTitle),
      property('og:title', texts.sectionTitle),
      property('og:description', texts.description),
      property('og:url', canonical),
      name('twitter:card', 'summary'),
      name('twitter:title', texts.sectionTitle),
      name('twitter:description', texts.description),
    ],
  };
}

/**
 * An article's head: the meta title or else the title, followed by ' | {product} News'; the meta
 * description or else the excerpt; Open Graph and Twitter tags for type article, title,
 * description, image (ogImage or else image), published and modified time, author and tags.
 */
export function articleMeta(article: ArticleSummary, product: string, origin: string, texts = newsTexts(product)): PageMeta {
  const headline = article.metaTitle ?? article.title;
  const description = article.metaDescription ?? article.excerpt;
  const canonical = absoluteUrl(`/learn/${article.slug}`, origin);
  const imageAddress = article.ogImage ?? article.image;
  const image = imageAddress ? absoluteUrl(imageAddress, origin) : undefined;
  const tags: MetaTag[] = [
    property('og:type', 'article'),
    property('og:site_name', texts.sectionTitle),
    property('og:title', headline),
    property('og:description', description),
    property('og:url', canonical),
  ];
  if (image) tags.push(property('og:image', image), property('og:image:alt', article.title));
  tags.push(property('article:published_time', article.date));
  if (article.lastUpdated) tags.push(property('article:modified_time', article.lastUpdated));
  tags.push(property('article:author', article.author), property('article:section', texts.category(article.category)));
  for (const tag of article.tags) tags.push(property('article:tag', tag));
  tags.push(
    name('twitter:card', image ? 'summary_large_image' : 'summary'),
    name('twitter:title', headline),
    name('twitter:description', description),
  );
  if (image) tags.push(name('twitter:image', image), name('twitter:image:alt', article.title));
  return { title: texts.pageTitle(headline), description, canonical, tags };
}

/** The head of /learn/{slug} when no published article has that slug, in the page's language. */
export function articleNotFoundMeta(
  product: string,
  origin: string,
  slug: string,
  messages: Pick<NewsMessages, 'articlePageTitle' | 'articleNotFound' | 'articleNotFoundDetail'> = createNewsMessages(product),
): PageMeta {
  return {
    title: messages.articlePageTitle(messages.articleNotFound),
    description: messages.articleNotFoundDetail,
    canonical: absoluteUrl(`/learn/${encodeURIComponent(slug)}`, origin),
    tags: [name('robots', 'noindex')],
  };
}

/** A site page's head (the privacy page): its title and description, for the page and its previews. */
export function sitePageMeta(page: { slug: string; title: string; description: string }, origin: string): PageMeta {
  const canonical = absoluteUrl(`/${page.slug}`, origin);
  return {
    title: page.title,
    description: page.description,
    canonical,
    tags: [
      property('og:type', 'website'),
      property('og:title', page.title),
      property('og:description', page.description),
      property('og:url', canonical),
      name('twitter:card', 'summary'),
    ],
  };
}

/**
 * A page's meta as its `locale` version: its own address as the canonical one and in og:url. The
 * server writes it so, and the SPA keeps it so once it has taken over the head.
 */
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

/**
 * The address of each language version of the page whose English meta is `meta`, and x-default, as
 * `[hreflang, absolute address]`: what `<link rel="alternate" hreflang>` lists.
 */
export function metaAlternates(meta: PageMeta): [string, string][] {
  const english = new URL(meta.canonical);
  return pageAlternates(english.pathname).map(([hreflang, path]) => [hreflang, absoluteUrl(path, english.origin)]);
}
