import { randomBytes } from 'node:crypto';
import { get, postJson, TokenPool } from './support/api';
import { ADMIN, ADMIN_ENV, bearer, call, login, signIn } from './support/admin';
import { PUBLIC_URL, reserve, reserveWithLink, uniqueEmail, uniqueHandle } from './support/reservations';
import { until } from './support/mail-queue';
import { SmtpSink } from './support/smtp-sink';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Drives the public and admin endpoints the way visitors and admins do, conflicts and a failing
 * database included, then reads everything the app wrote: no token, password or email address
 * it was given may appear there.
 */
/** Lines logging a sign-in attempt whose email field held something other than an address. */
function signInsWithoutAddress(log: string): number {
  return log.split('\n').filter((line) => line.includes('admin sign-in attempt') && line.includes('[not an email address]')).length;
}

describe('what the app logs', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let pool: TokenPool;
  /** Everything the log must not contain, gathered as the test goes. */
  const secrets = new Set<string>();

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({ ...ADMIN_ENV, SMTP_URL: sink.url, PUBLIC_URL, LOG_LEVEL: 'debug' });
    pool = await TokenPool.issue(app.baseUrl, 6);
  });
  afterAll(async () => {
    await app?.stop();
    await sink?.down();
  });

  it('holds no token, password or email address after every kind of call', async () => {
    // A reservation, its mailed link opened and confirmed.
    const humanToken = pool.take();
    secrets.add(humanToken);
    const visitor = await reserveWithLink(app, sink, humanToken);
    secrets.add(visitor.email).add(visitor.token);
    expect((await get(app.baseUrl, `/verify/${visitor.token}`)).status).toBe(200);
    expect((await postJson(app.baseUrl, '/api/verify', { token: visitor.token })).status).toBe(200);

    // Conflicts: the same email, then the same handle (409s come from the database's constraints).
    const second = pool.take();
    secrets.add(second);
    const sameEmail = await reserve(app.baseUrl, { email: visitor.email, gameshift_id: uniqueHandle(), human_token: second });
    expect(sameEmail.status).toBe(409);
    const latecomer = uniqueEmail('late');
    secrets.add(latecomer);
    const third = pool.take();
    secrets.add(third);
    const sameHandle = await reserve(app.baseUrl, { email: latecomer, gameshift_id: visitor.gameshift_id, human_token: third });
    expect(sameHandle.status).toBe(409);

    // A pending reservation, resent from the public form and by an admin.
    const pendingToken = pool.take();
    secrets.add(pendingToken);
    const pending = await reserveWithLink(app, sink, pendingToken);
    secrets.add(pending.email).add(pending.token);
    expect((await postJson(app.baseUrl, '/api/verify/resend', { email: pending.email })).status).toBe(202);
    expect((await postJson(app.baseUrl, '/api/verify/resend', { token: pending.token })).status).toBe(202);

    // Admin sign-in, refused and accepted, and the admin's calls.
    const wrongPassword = `wrong-${randomBytes(8).toString('hex')}`;
    const stranger = uniqueEmail('stranger');
    secrets.add(wrongPassword).add(ADMIN.password).add(ADMIN.email).add(stranger);
    expect((await login(app.baseUrl, ADMIN.email, wrongPassword)).status).toBe(401);
    expect((await login(app.baseUrl, stranger, wrongPassword)).status).toBe(401);
    const jwt = await signIn(app.baseUrl);
    secrets.add(jwt);
    expect((await call(app.baseUrl, 'GET', '/api/admin/reservations', bearer(jwt))).status).toBe(200);
    expect((await call(app.baseUrl, 'GET', `/api/admin/reservations/${pending.row.id}`, bearer(jwt))).status).toBe(200);
    expect((await call(app.baseUrl, 'POST', `/api/admin/reservations/${pending.row.id}/resend`, bearer(jwt))).status).toBeLessThan(300);
    expect((await call(app.baseUrl, 'GET', '/api/admin/reservations/export.csv', bearer(jwt))).status).toBe(200);

    // A database that fails mid-request: the statement's parameters hold the visitor's email.
    await app.sql('ALTER TABLE reservations RENAME TO reservations_away');
    try {
      const failingEmail = uniqueEmail('failing');
      const failingToken = pool.take();
      secrets.add(failingEmail).add(failingToken);
      const failed = await reserve(app.baseUrl, { email: failingEmail, gameshift_id: uniqueHandle(), human_token: failingToken });
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      await app.sql('ALTER TABLE reservations_away RENAME TO reservations');
    }
    expect((await call(app.baseUrl, 'POST', '/api/admin-logout', bearer(jwt))).status).toBe(204);

    // Every link mailed so far, resent ones included (the cooldown decides which resends mail).
    for (const mail of sink.received) secrets.add(/\/verify\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '');
    const log = app.output();
    // The failures were logged, so the scan reads a log that had something to say.
    expect(log).toMatch(/database query failed|unhandled error/);
    secrets.delete('');
    expect([...secrets].filter((secret) => log.includes(secret))).toEqual([]);
  });

  it('logs nothing of a password typed into the sign-in email field, and says it was no address', async () => {
    const typedInEmail = `Secret-${randomBytes(8).toString('hex')}`;
    const withAt = `p@ss-${randomBytes(6).toString('hex')}`;
    const before = signInsWithoutAddress(app.output());
    for (const typed of [typedInEmail, withAt]) expect((await login(app.baseUrl, typed, 'anything')).status).toBe(401);
    // The app's lines reach this process through a pipe: wait for both attempts to arrive.
    await until('both sign-in attempts are logged', async () => signInsWithoutAddress(app.output()) === before + 2);
    const log = app.output();
    expect([typedInEmail, withAt].filter((typed) => log.toLowerCase().includes(typed.toLowerCase()))).toEqual([]);
  });

  it('writes one line per request at info, with its method, path (a link token as its route), status and time', async () => {
    const id = `one-line-${randomBytes(6).toString('hex')}`;
    const token = randomBytes(32).toString('base64url');
    expect((await get(app.baseUrl, `/verify/${token}`, { headers: { 'x-request-id': id } })).status).toBe(200);
    await until('the request is logged', async () => app.output().includes(`"reqId":"${id}"`));
    const lines = app
      .output()
      .split('\n')
      .filter((line) => line.includes(`"reqId":"${id}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        url: '/verify/:token',
        status: 200,
        ms: expect.any(Number),
        msg: 'GET /verify/:token 200',
      }),
    ]);
  });
});
