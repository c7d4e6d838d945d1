import {
  absoluteUrl,
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  LOCALES,
  localizedPath,
  pageAlternates,
  type ArticleCategory,
  type ArticleSummary,
  type Locale,
} from '@gameshift/contracts';

/** The address of a language's news feed: `/learn/rss.xml` in English, `/ja/learn/rss.xml` in Japanese. */
export const feedPath = (locale: Locale): string => localizedPath(locale, '/learn/rss.xml');

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** 'YYYY-MM-DD' → RFC 822 date as RSS wants it ('Wed, 01 Jan 2025 00:00:00 GMT'). */
export function rssDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

function newest(articles: readonly ArticleSummary[]): string | undefined {
  return articles
    .map((a) => a.lastUpdated ?? a.date)
    .sort()
    .at(-1);
}

/**
 * RSS 2.0 of the published articles in one language, newest first: the channel's words in that
 * language, each item linking to the article's page in it, and an article not yet translated (in
 * English, as its page shows it) marked so with `dc:language`. `category` names a category in the
 * feed's language.
 */
export function rssFeed(
  articles: readonly ArticleSummary[],
  channel: { title: string; description: string; origin: string; category: (key: ArticleCategory) => string; locale?: Locale },
): string {
  const locale = channel.locale ?? DEFAULT_LOCALE;
  const link = absoluteUrl(localizedPath(locale, '/learn'), channel.origin);
  const self = absoluteUrl(feedPath(locale), channel.origin);
  const updated = newest(articles);
  const items = articles.map((article) => {
    const url = absoluteUrl(localizedPath(locale, `/learn/${article.slug}`), channel.origin);
    const image = article.ogImage ?? article.image;
    const language = article.locale ?? DEFAULT_LOCALE;
    return [
      '<item>',
      `<title>${escapeXml(article.title)}</title>`,
      language === locale ? '' : `<dc:language>${LOCALE_TAGS[language]}</dc:language>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${rssDate(article.date)}</pubDate>`,
      `<description>${escapeXml(article.excerpt)}</description>`,
      `<dc:creator>${escapeXml(article.author)}</dc:creator>`,
      `<category>${escapeXml(channel.category(article.category))}</category>`,
      ...article.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      image ? `<media:content url="${escapeXml(absoluteUrl(image, channel.origin))}" medium="image"/>` : '',
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${locale === DEFAULT_LOCALE ? 'en-us' : LOCALE_TAGS[locale].toLowerCase()}</language>`,
    updated ? `<lastBuildDate>${rssDate(updated)}</lastBuildDate>` : '',
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter((line, i, all) => line !== '' || i === all.length - 1)
    .join('\n');
}

/**
 * The public pages a search engine should know: the reserve page, the news list and every published
 * article, each in every language, and each naming all its language versions (with x-default); and
 * each language's news feed.
 */
export function sitemap(articles: readonly ArticleSummary[], origin: string): string {
  const alternates = (path: string) =>
    pageAlternates(path)
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(href, origin))}"/>`)
      .join('');
  const updated = newest(articles);
  const entries = (path: string, lastmod?: string) => {
    const links = alternates(path);
    return LOCALES.map(
      (locale) =>
        `<url><loc>${escapeXml(absoluteUrl(localizedPath(locale, path), origin))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`,
    );
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries('/'),
    ...entries('/learn', updated),
    ...articles.flatMap((article) => entries(`/learn/${article.slug}`, article.lastUpdated ?? article.date)),
    ...LOCALES.map(
      (locale) =>
        `<url><loc>${escapeXml(absoluteUrl(feedPath(locale), origin))}</loc>${updated ? `<lastmod>${updated}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}
