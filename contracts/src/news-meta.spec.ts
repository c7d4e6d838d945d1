import type { ArticleSummary } from './api';
import { absoluteUrl, articleMeta, articleNotFoundMeta, newsListMeta } from './news-meta';

const article: ArticleSummary = {
  id: '1',
  slug: 'hello',
  title: 'Hello',
  excerpt: 'The excerpt.',
  date: '2025-01-02',
  author: 'The Team',
  tags: ['a', 'b'],
  category: 'updates',
  status: 'published',
  image: '/media/articles/hero.svg',
};

function tag(meta: ReturnType<typeof articleMeta>, key: string): string[] {
  return meta.tags.filter((t) => t.key === key).map((t) => t.content);
}

describe(articleMeta.name, () => {
  it('titles the page with the title and " | {product} News", described by the excerpt', () => {
    const meta = articleMeta(article, 'GameShift', 'https://example.com');
    expect(meta.title).toBe('Hello | GameShift News');
    expect(meta.description).toBe('The excerpt.');
    expect(meta.canonical).toBe('https://example.com/learn/hello');
  });

  it('prefers the meta title, meta description and og image', () => {
    const meta = articleMeta(
      { ...article, metaTitle: 'Meta', metaDescription: 'Desc', ogImage: 'https://cdn.example.com/og.png' },
      'P',
      'https://example.com/',
    );
    expect(meta.title).toBe('Meta | P News');
    expect(meta.description).toBe('Desc');
    expect(tag(meta, 'og:image')).toEqual(['https://cdn.example.com/og.png']);
    expect(tag(meta, 'twitter:title')).toEqual(['Meta']);
  });

  it('covers type, image, times, author and every tag', () => {
    const meta = articleMeta({ ...article, lastUpdated: '2025-02-03' }, 'GameShift', 'https://example.com');
    expect(tag(meta, 'og:type')).toEqual(['article']);
    expect(tag(meta, 'og:image')).toEqual(['https://example.com/media/articles/hero.svg']);
    expect(tag(meta, 'article:published_time')).toEqual(['2025-01-02']);
    expect(tag(meta, 'article:modified_time')).toEqual(['2025-02-03']);
    expect(tag(meta, 'article:author')).toEqual(['The Team']);
    expect(tag(meta, 'article:tag')).toEqual(['a', 'b']);
    expect(tag(meta, 'twitter:card')).toEqual(['summary_large_image']);
  });

  it('uses a small card and no image tags for an article without an image', () => {
    const meta = articleMeta({ ...article, image: undefined }, 'GameShift', 'https://example.com');
    expect(tag(meta, 'og:image')).toEqual([]);
    expect(tag(meta, 'twitter:card')).toEqual(['summary']);
  });
});

describe(newsListMeta.name, () => {
  it('titles the list "Learn | {product} News"', () => {
    const meta = newsListMeta('GameShift', 'https://example.com');
    expect(meta.title).toBe('Learn | GameShift News');
    expect(meta.canonical).toBe('https://example.com/learn');
  });
});

describe(articleNotFoundMeta.name, () => {
  it('keeps a missing article out of search results', () => {
    const meta = articleNotFoundMeta('GameShift', 'https://example.com', 'nope');
    expect(meta.title).toBe('Article Not Found | GameShift News');
    expect(meta.tags).toEqual([{ attr: 'name', key: 'robots', content: 'noindex' }]);
  });
});

describe(absoluteUrl.name, () => {
  it('resolves a path against the origin and keeps absolute addresses', () => {
    expect(absoluteUrl('/a/b', 'https://example.com/')).toBe('https://example.com/a/b');
    expect(absoluteUrl('https://other.example/x', 'https://example.com')).toBe('https://other.example/x');
  });
});
