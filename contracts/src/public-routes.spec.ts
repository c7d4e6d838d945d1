import { describe, expect, it } from '@jest/globals';
import { matchLocalizedRoute, matchPublicRoute, pageAlternates, renderedQuery } from './public-routes';

describe(matchPublicRoute.name, () => {
  it.each([
    ['/', 'reserve', {}],
    ['/verify', 'verify', {}],
    ['/verify/', 'verify', {}],
    ['/verify/abc123', 'verifyLink', { token: 'abc123' }],
    ['/verify/abc123/', 'verifyLink', { token: 'abc123' }],
    ['/simonsays', 'simonSays', {}],
    ['/simonsays/', 'simonSays', {}],
    ['/learn', 'news', {}],
    ['/learn/', 'news', {}],
    ['/learn/reserve-your-id', 'article', { slug: 'reserve-your-id' }],
    ['/learn/caf%C3%A9/', 'article', { slug: 'caf%C3%A9' }],
  ])('reads %s as the %s page', (pathname, route, params) => {
    expect(matchPublicRoute(pathname)).toEqual({ route, params });
  });

  it.each(['', '//', '/verify/a/b', '/learn/a/b', '/Learn', '/simonsays/x', '/reserve', '/admin', '/api/articles'])(
    'knows no page at %j',
    (pathname) => {
      expect(matchPublicRoute(pathname)).toBeNull();
    },
  );
});

describe(matchLocalizedRoute.name, () => {
  it.each([
    ['/es/', 'es', '/', 'reserve', {}],
    ['/ja', 'ja', '/', 'reserve', {}],
    ['/pt-br/verify/abc', 'pt-br', '/verify/abc', 'verifyLink', { token: 'abc' }],
    ['/de/learn/reserve-your-id', 'de', '/learn/reserve-your-id', 'article', { slug: 'reserve-your-id' }],
    ['/learn', 'en', '/learn', 'news', {}],
  ])('reads %s as a page in %s', (pathname, locale, path, route, params) => {
    expect(matchLocalizedRoute(pathname)).toEqual({ locale, path, route, params });
  });

  it.each(['/en/', '/en/learn', '/fr/', '/fr/learn', '/JA/', '/ja/ja/', '/ja/admin'])('knows no page at %j', (pathname) => {
    expect(matchLocalizedRoute(pathname)).toBeNull();
  });
});

describe(pageAlternates.name, () => {
  it('names every language version of a page and English as the default', () => {
    expect(pageAlternates('/learn/x')).toEqual([
      ['en', '/learn/x'],
      ['es', '/es/learn/x'],
      ['pt-BR', '/pt-br/learn/x'],
      ['de', '/de/learn/x'],
      ['ja', '/ja/learn/x'],
      ['x-default', '/learn/x'],
    ]);
    expect(pageAlternates('/')[3]).toEqual(['de', '/de/']);
  });
});

describe(renderedQuery.name, () => {
  it('keeps of a query only what the page is rendered from: the reserve page’s suggested handle', () => {
    expect(renderedQuery('/', '?utm_source=news&suggested=neo_99')).toBe('?suggested=neo_99');
    expect(renderedQuery('/', '?suggested=a%20b')).toBe('?suggested=a+b');
    expect(renderedQuery('/', '?utm_source=news')).toBe('');
    expect(renderedQuery('/learn', '?suggested=neo_99&utm_source=news')).toBe('');
    expect(renderedQuery('/', '')).toBe('');
  });
});
