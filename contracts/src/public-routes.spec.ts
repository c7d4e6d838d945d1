import { describe, expect, it } from '@jest/globals';
import { matchPublicRoute } from './public-routes';

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
