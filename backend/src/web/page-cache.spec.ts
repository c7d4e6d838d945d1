import { PageCache, showsArticles } from './page-cache';

describe(PageCache.name, () => {
  it('keeps the site’s pages however many variants come after them', () => {
    const cache = new PageCache<string>({ pages: 3, variants: 2 });
    cache.set('pages', '/learn', 'news');
    for (let i = 0; i < 500; i++) cache.set('variants', `/?suggested=h${i}`, `variant ${i}`);
    expect(cache.get('/learn')).toBe('news');
    expect(cache.get('/?suggested=h499')).toBe('variant 499');
    expect(cache.get('/?suggested=h497')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('lets the least recently served page of a full space go first', () => {
    const cache = new PageCache<string>({ pages: 2, variants: 1 });
    cache.set('pages', '/', 'reserve');
    cache.set('pages', '/learn', 'news');
    cache.get('/');
    cache.set('pages', '/privacy', 'privacy');
    expect(cache.get('/')).toBe('reserve');
    expect(cache.get('/learn')).toBeUndefined();
    expect(cache.get('/privacy')).toBe('privacy');
  });

  it('forgets the pages that match with every query they were kept with, and nothing else', () => {
    const cache = new PageCache<string>({ pages: 10, variants: 10 });
    cache.set('pages', '/', 'reserve');
    cache.set('variants', '/?suggested=neo', 'reserve for neo');
    cache.set('pages', '/learn', 'news');
    cache.set('pages', '/learn/a', 'article a');
    cache.forgetWhere((path) => path === '/');
    expect([cache.get('/'), cache.get('/?suggested=neo'), cache.get('/learn'), cache.get('/learn/a')]).toEqual([
      undefined,
      undefined,
      'news',
      'article a',
    ]);
  });
});

describe(showsArticles.name, () => {
  it('names the news list and the articles in every language, and no other page', () => {
    expect(['/learn', '/learn/season%20one', '/es/learn/other', '/ja/learn'].every(showsArticles)).toBe(true);
    expect(['/', '/ja/', '/privacy', '/verify/abc', '/admin'].some(showsArticles)).toBe(false);
  });
});
