import { ARTICLE_PREVIEW_ROUTE, SECRET_ROUTES } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ForgetLinkTokens1795910000000 } from '../src/database/migrations/1795910000000-ForgetLinkTokens';
import { get, postJson, requestFrom, TokenPool } from './support/api';
import { ADMIN, ADMIN_ENV, bearer, call, login, signIn } from './support/admin';
import { PUBLIC_URL, reserve, reserveWithLink, uniqueEmail, uniqueHandle } from './support/reservations';
import { until } from './support/mail-queue';
import { SmtpSink } from './support/smtp-sink';
import { startTestApp, tablesContaining, TestApp } from './support/test-app';

/**
 * Drives the public and admin endpoints the way visitors and admins do, conflicts and a failing
 * database included, then reads everything the app wrote: no token, password or email address
 * it was given may appear there.
 */
/** Lines logging a sign-in attempt whose email field held something other than an address. */
function signInsWithoutAddress(log: string): number {
  return log.split('\n').filter((line) => line.includes('admin sign-in attempt') && line.includes('[not an email address]')).length;
}

// One app for the file, logging at debug: its log and tables are read whole, and one test takes its
// database away for a moment, so it is no app other files may share.
let app: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ ...ADMIN_ENV, SMTP_URL: sink.url, PUBLIC_URL, ANALYTICS_FLUSH_S: '1', LOG_LEVEL: 'debug' });
});
afterAll(async () => {
  await app?.stop();
  await sink?.down();
});

describe('what the app logs', () => {
  let pool: TokenPool;
  /** Everything the log must not contain, gathered as the test goes. */
  const secrets = new Set<string>();

  beforeAll(async () => {
    pool = await TokenPool.issue(app.baseUrl, 6);
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

/**
 * Opens every route of SECRET_ROUTES with a token of its own, as a visitor's browser would (the
 * page, its analytics, a reservation landing there), then reads the log and every table: a
 * token may appear in neither, only the route's pattern.
 */
describe('links that carry a secret', () => {
  // The pages; the API routes of the list (one-click unsubscribe) keep their tokens out as well, see suppressions.e2e-spec.ts.
  const pages = SECRET_ROUTES.filter((route) => !route.startsWith('/api/'));
  /** The reservations' human tokens, issued together so that only one wait is paid for all of them. */
  let tokens: TokenPool;

  beforeAll(async () => {
    tokens = await TokenPool.issue(app.baseUrl, pages.length + 1);
  });

  it.each(pages.map((route) => [route]))('keeps no token of %s in the log or any table', async (route) => {
    const secret = `secret${randomBytes(12).toString('hex')}`;
    const path = route.replace(/:[^/]+/, secret);
    // The router has the page: the link opens it. An article's preview opens only with a token the
    // site signed, so a made-up one is the page not found, logged by the route's pattern all the same.
    const opens = route === ARTICLE_PREVIEW_ROUTE ? 404 : 200;
    expect((await get(app.baseUrl, path)).status).toBe(opens);
    expect((await get(app.baseUrl, `${path}?utm_source=mail`)).status).toBe(opens);

    const browser = { address: '127.0.0.31', userAgent: `secret-route ${secret.slice(-6)}` };
    const events = await requestFrom(browser.address, `${app.baseUrl}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': browser.userAgent },
      body: JSON.stringify({ events: [{ name: 'page_view', path }] }),
    });
    expect(events.status).toBe(202);

    const humanToken = tokens.take();
    const made = await reserve(app.baseUrl, {
      email: uniqueEmail(),
      gameshift_id: uniqueHandle(),
      human_token: humanToken,
      attribution: { landing: `${path}?again=1` },
    });
    expect(made.status).toBe(201);
    // An API call that names the token in its body reaches the log only as the route it called.
    await postJson(app.baseUrl, '/api/verify', { token: secret });

    await until('the page view is written', async () => {
      const rows = await app.sql('SELECT 1 FROM analytics_page_views WHERE path = $1', [route]);
      return rows.length === 1;
    });
    const [reservation] = await app.sql<{ landing: string }>('SELECT landing FROM reservations WHERE gameshift_id = $1', [
      made.body.gameshift_id,
    ]);
    expect(reservation.landing).toBe(route);

    expect(await tablesContaining(app, [secret])).toEqual([]);
    const log = app.output();
    expect(log).toContain(route);
    expect(log).not.toContain(secret);
  });

  it('cleans the tokens that rows stored before it kept, summing the page views that then fall on one row', async () => {
    const [first, second] = [`v${randomBytes(12).toString('hex')}`, `v${randomBytes(12).toString('hex')}`];
    const invitation = `i${randomBytes(12).toString('hex')}`;
    const day = '2020-01-02';
    await app.sql(
      `INSERT INTO analytics_page_views (day, path, source, views) VALUES
         ($1, '/verify/:token', 'mail', 1), ($1, $2, 'mail', 2), ($1, $3, 'mail', 4), ($1, $4, 'direct', 8), ($1, '/learn', 'mail', 16)`,
      [day, `/verify/${first}`, `/Verify/${second}?utm_source=mail`, `/admin/invite/${invitation}`],
    );
    const humanToken = tokens.take();
    const made = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: uniqueHandle(), human_token: humanToken });
    expect(made.status).toBe(201);
    await app.sql('UPDATE reservations SET landing = $1 WHERE gameshift_id = $2', [`/verify/${first}#top`, made.body.gameshift_id]);

    const dataSource = new DataSource({ type: 'postgres', url: app.databaseUrl });
    await dataSource.initialize();
    try {
      await new ForgetLinkTokens1795910000000().up(dataSource.createQueryRunner());
    } finally {
      await dataSource.destroy();
    }

    expect(await app.sql('SELECT path, source, views FROM analytics_page_views WHERE day = $1 ORDER BY views', [day])).toEqual([
      { path: '/verify/:token', source: 'mail', views: 7 },
      { path: '/admin/invite/:token', source: 'direct', views: 8 },
      { path: '/learn', source: 'mail', views: 16 },
    ]);
    const [reservation] = await app.sql<{ landing: string }>('SELECT landing FROM reservations WHERE gameshift_id = $1', [
      made.body.gameshift_id,
    ]);
    expect(reservation.landing).toBe('/verify/:token');
    expect(await tablesContaining(app, [first, second, invitation])).toEqual([]);
  });
});
