import { newsTexts, type ArticleSummary } from '@gameshift/contracts';
import { rssDate, rssFeed, sitemap } from './feeds';

const article: ArticleSummary = {
  id: '1',
  slug: 'launch',
  title: 'Launch <day> & "more"',
  excerpt: 'It is <b>here</b>.',
  date: '2025-06-03',
  lastUpdated: '2025-06-10',
  author: 'Team',
  tags: ['a&b'],
  category: 'guides',
  status: 'published',
  image: '/media/articles/hero.svg',
};

describe(rssDate.name, () => {
  it('writes an RFC 822 date', () => {
    expect(rssDate('2025-06-03')).toBe('Tue, 03 Jun 2025 00:00:00 GMT');
  });
});

describe(rssFeed.name, () => {
  const xml = rssFeed([article], {
    title: 'GameShift News',
    description: 'News.',
    origin: 'https://example.com',
    category: newsTexts('GameShift').category,
  });

  it('is an RSS 2.0 channel with one item per article, linking to the article page', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<link>https://example.com/learn</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://example.com/learn/launch</guid>');
    expect(xml).toContain('<pubDate>Tue, 03 Jun 2025 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Tue, 10 Jun 2025 00:00:00 GMT</lastBuildDate>');
    expect(xml).toContain('<atom:link href="https://example.com/learn/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it('escapes every text', () => {
    expect(xml).toContain('<title>Launch &lt;day&gt; &amp; &quot;more&quot;</title>');
    expect(xml).toContain('<description>It is &lt;b&gt;here&lt;/b&gt;.</description>');
    expect(xml).toContain('<category>a&amp;b</category>');
    expect(xml).not.toContain('<b>');
  });

  it('names the category in the feed’s language, not by its key', () => {
    expect(xml).toContain('<category>Guides</category>');
    expect(xml).not.toContain('<category>guides</category>');
  });

  it('is in English, and marks no item as another language', () => {
    expect(xml).toContain('<language>en-us</language>');
    expect(xml).not.toContain('<dc:language>');
  });
});

describe('a language’s feed', () => {
  const translated: ArticleSummary = { ...article, slug: 'beta', title: 'ベータ', locale: 'ja' };
  const xml = rssFeed([translated, article], {
    title: 'GameShiftニュース',
    description: 'お知らせ。',
    origin: 'https://example.com',
    category: () => 'ガイド',
    locale: 'ja',
  });

  it('names its language and links to that language’s pages, its own address included', () => {
    expect(xml).toContain('<title>GameShiftニュース</title>');
    expect(xml).toContain('<language>ja</language>');
    expect(xml).toContain('<link>https://example.com/ja/learn</link>');
    expect(xml).toContain('<link>https://example.com/ja/learn/beta</link>');
    expect(xml).toContain('<link>https://example.com/ja/learn/launch</link>');
    expect(xml).toContain('<atom:link href="https://example.com/ja/learn/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it('marks an article not yet translated as English, and only that one', () => {
    const items = xml.split('<item>').slice(1);
    expect(items[0]).not.toContain('<dc:language>');
    expect(items[1]).toContain('<dc:language>en</dc:language>');
    expect(items[1]).toContain('<category>ガイド</category>');
  });
});

describe(sitemap.name, () => {
  const xml = sitemap([article], 'https://example.com');

  it('lists the reserve page, the news list and each article with its last change, in every language', () => {
    expect(xml).toContain('<url><loc>https://example.com/</loc><xhtml:link');
    expect(xml).toContain('<url><loc>https://example.com/ja/</loc><xhtml:link');
    expect(xml).toContain('<url><loc>https://example.com/learn</loc><lastmod>2025-06-10</lastmod><xhtml:link');
    expect(xml).toContain('<url><loc>https://example.com/pt-br/learn/launch</loc><lastmod>2025-06-10</lastmod><xhtml:link');
    expect(xml.match(/<url>/g)).toHaveLength(3 * 5 + 5);
  });

  it('lists each language’s news feed with its last change', () => {
    expect(xml).toContain('<url><loc>https://example.com/learn/rss.xml</loc><lastmod>2025-06-10</lastmod></url>');
    expect(xml).toContain('<url><loc>https://example.com/ja/learn/rss.xml</loc><lastmod>2025-06-10</lastmod></url>');
    expect(xml).toContain('<url><loc>https://example.com/pt-br/learn/rss.xml</loc><lastmod>2025-06-10</lastmod></url>');
  });

  it('names every language version of each page, and English as the default', () => {
    const entry = /<url><loc>https:\/\/example.com\/de\/learn\/launch<\/loc>.*?<\/url>/.exec(xml)?.[0] ?? '';
    const links = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`);
    expect(links).toEqual([
      'en https://example.com/learn/launch',
      'es https://example.com/es/learn/launch',
      'pt-BR https://example.com/pt-br/learn/launch',
      'de https://example.com/de/learn/launch',
      'ja https://example.com/ja/learn/launch',
      'x-default https://example.com/learn/launch',
    ]);
  });
});
