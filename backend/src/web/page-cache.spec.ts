import { LOCALES } from '@gameshift/contracts';
import { articlePages, PageCache } from './page-cache';

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

  it('forgets a page with every query it was kept with, and nothing else', () => {
    const cache = new PageCache<string>({ pages: 10, variants: 10 });
    cache.set('pages', '/', 'reserve');
    cache.set('variants', '/?suggested=neo', 'reserve for neo');
    cache.set('pages', '/learn', 'news');
    cache.set('pages', '/learn/a', 'article a');
    expect(cache.forget('/')).toBe(2);
    expect(cache.forget('/learn/b')).toBe(0);
    expect([cache.get('/'), cache.get('/?suggested=neo'), cache.get('/learn'), cache.get('/learn/a')]).toEqual([
      undefined,
      undefined,
      'news',
      'article a',
    ]);
  });
});

describe(articlePages.name, () => {
  it('names the article and the news list in every language', () => {
    const pages = articlePages('season one');
    expect(pages).toEqual(expect.arrayContaining(['/learn/season%20one', '/learn', '/es/learn/season%20one', '/ja/learn']));
    expect(pages).toHaveLength(LOCALES.length * 2);
  });

  it('lets the cache forget an article in every language, leaving other articles kept', () => {
    const cache = new PageCache<string>({ pages: 100, variants: 1 });
    for (const locale of ['', '/es', '/ja']) {
      for (const page of ['/learn', '/learn/season%20one', '/learn/other']) cache.set('pages', `${locale}${page}`, page);
    }
    for (const page of articlePages('season one')) cache.forget(page);
    expect(cache.size).toBe(3);
    expect([cache.get('/learn/other'), cache.get('/es/learn/other'), cache.get('/ja/learn/other')]).toEqual([
      '/learn/other',
      '/learn/other',
      '/learn/other',
    ]);
  });
});
