import { describe, expect, it } from '@jest/globals';
import { PUBLIC_ROUTES } from './public-routes';
import { SECRET_ROUTES, withoutSecrets } from './secret-routes';

describe(withoutSecrets.name, () => {
  it.each([
    ['/verify/abc123', '/verify/:token'],
    ['/verify/abc123/', '/verify/:token/'],
    ['/verify/abc123?utm_source=x#top', '/verify/:token?utm_source=x#top'],
    ['/VERIFY/abc123', '/verify/:token'],
    ['/verify/abc%2Fdef', '/verify/:token'],
    ['//verify//abc123', '/verify/:token'],
    ['/admin/invite/s3cr3t', '/admin/invite/:token'],
    ['https://gameshift.example/admin/invite/s3cr3t', 'https://gameshift.example/admin/invite/:token'],
  ])('reads %s as %s', (path, pattern) => {
    expect(withoutSecrets(path)).toBe(pattern);
  });

  it.each(['/', '/verify', '/verify/', '/learn/verify-your-id', '/api/verify/resend', '/admin/invite', '/learn/abc123'])(
    'leaves %s as it is',
    (path) => {
      expect(withoutSecrets(path)).toBe(path);
    },
  );

  it('hides the secret of every route the list names', () => {
    for (const route of SECRET_ROUTES) {
      const path = route.replace(/:[^/]+/g, 'the-secret-value');
      expect(withoutSecrets(path)).not.toContain('the-secret-value');
    }
  });

  it('lists every public page whose path carries a token', () => {
    const withToken = Object.values(PUBLIC_ROUTES).filter((route) => route.includes(':token'));
    expect(withToken.length).toBeGreaterThan(0);
    for (const route of withToken) expect(SECRET_ROUTES).toContain(route);
  });
});

describe('withoutSecrets on the manage links', () => {
  it.each([
    ['/manage/abcDEF_123', '/manage/:token'],
    ['/manage/erase/abcDEF_123', '/manage/erase/:token'],
    ['https://play.example/manage/erase/abcDEF_123?x=1', 'https://play.example/manage/erase/:token?x=1'],
    ['/api/manage/abcDEF_123/export', '/api/manage/:token/export'],
    ['/api/manage/abcDEF_123', '/api/manage/:token'],
    ['/api/manage/erase/abcDEF_123', '/api/manage/erase/:token'],
    ['/es/manage/abcDEF_123/data', '/es/manage/:token/data'],
    ['/api/unsubscribe/abc.sig/reservation', '/api/unsubscribe/:token/reservation'],
    ['/api/unsubscribe/abc.sig/resubscribe', '/api/unsubscribe/:token/resubscribe'],
  ])('hides the token of %s', (path, expected) => {
    expect(withoutSecrets(path)).toBe(expected);
  });

  it.each(['/manage', '/api/manage/request', '/api/manage/erase'])('leaves the word of %s as it is', (path) => {
    expect(withoutSecrets(path)).toBe(path);
  });
});

describe('withoutSecrets on the pages of other languages', () => {
  it.each([
    ['/ja/verify/abc123', '/ja/verify/:token'],
    ['/pt-br/manage/erase/abcDEF_123', '/pt-br/manage/erase/:token'],
    ['https://play.example/de/unsubscribe/abc?x=1', 'https://play.example/de/unsubscribe/:token?x=1'],
    ['/es/manage/abc', '/es/manage/:token'],
  ])('hides the token of %s', (path, expected) => {
    expect(withoutSecrets(path)).toBe(expected);
  });

  it.each(['/ja/', '/ja/verify', '/es/manage', '/de/learn/abc123'])('leaves %s as it is', (path) => {
    expect(withoutSecrets(path)).toBe(path);
  });
});
