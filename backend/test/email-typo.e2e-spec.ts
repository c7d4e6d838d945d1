import { messages, TokenPool } from './support/api';
import { reserve, rowsByHandle, uniqueEmail, uniqueHandle } from './support/reservations';
import { sharedApp, SharedApp } from './support/shared-app';

/*
 * An address at a mistyped well-known domain: refused only where the disposable lists hold the
 * domain, and then with the address the visitor most likely meant, never as "disposable".
 */
describe('an address at a mistyped well-known domain', () => {
  let app: SharedApp;
  let pool: TokenPool;

  beforeAll(async () => {
    app = await sharedApp();
    pool = await TokenPool.issue(app.baseUrl, 3);
  });

  it.each(['gmial.com', 'hotmial.com'])('refuses one the lists hold (%s) by naming the likely address', async (domain) => {
    const email = uniqueEmail('typo', domain);
    const handle = uniqueHandle('t');
    const res = await reserve(app.baseUrl, { email, gameshift_id: handle, human_token: pool.take() });
    const meant = `${email.slice(0, email.indexOf('@'))}@${domain === 'gmial.com' ? 'gmail.com' : 'hotmail.com'}`;
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'email_typo', error: messages.emailTypo(meant), field: 'email' });
    expect(res.body.error).not.toBe(messages.emailDisposable);
    expect(await rowsByHandle(app, handle)).toEqual([]);
  });

  it('accepts one the lists do not hold: a likely typo alone is no reason to refuse', async () => {
    const handle = uniqueHandle('t');
    const res = await reserve(app.baseUrl, { email: uniqueEmail('typo', 'hotnail.com'), gameshift_id: handle, human_token: pool.take() });
    expect(res.status).toBe(201);
    expect(await rowsByHandle(app, handle)).toHaveLength(1);
  });

  it('still calls a throwaway domain disposable', async () => {
    const res = await reserve(app.baseUrl, { email: uniqueEmail('x', '00-tv.com'), gameshift_id: uniqueHandle('t') });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'email_disposable', error: messages.emailDisposable, field: 'email' });
  });
});
