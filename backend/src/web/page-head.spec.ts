import { renderMetaTags } from './page-head';

describe(renderMetaTags.name, () => {
  it('writes each tag with its value escaped and marked as the page’s own', () => {
    const html = renderMetaTags(
      {
        title: 't',
        description: 'd',
        canonical: 'https://example.com/learn/a?x=1&y=2',
        tags: [{ attr: 'property', key: 'og:title', content: '"><script>alert(1)</script>' }],
      },
      { title: 'News', href: 'https://example.com/learn/rss.xml' },
    );
    expect(html).toBe(
      '<meta property="og:title" content="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;" data-page-meta>' +
        '<link rel="canonical" href="https://example.com/learn/a?x=1&#38;y=2" data-page-meta>' +
        '<link rel="alternate" type="application/rss+xml" title="News" href="https://example.com/learn/rss.xml">',
    );
  });
});
