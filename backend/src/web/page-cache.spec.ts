import { PageCache } from './page-cache';

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
});
