import { SECRET_ROUTES } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ForgetLinkTokens1795910000000 } from '../src/database/migrations/1795910000000-ForgetLinkTokens';
import { ADMIN_ENV } from './support/admin';
import { get, humanTokens, postJson, requestFrom } from './support/api';
import { until } from './support/mail-queue';
import { PUBLIC_URL, reserve, uniqueEmail, uniqueHandle } from './support/reservations';
import { startTestApp, tablesContaining, TestApp } from './support/test-app';

/**
 * Opens every route of SECRET_ROUTES with a token of its own, as a visitor's browser would (the
 * page, its analytics, a reservation landing there), then reads the log and every table: a
 * token may appear in neither, only the route's pattern.
 */
describe('links that carry a secret', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ ...ADMIN_ENV, PUBLIC_URL, ANALYTICS_FLUSH_S: '1', LOG_LEVEL: 'debug' });
  });
  afterAll(async () => {
    await app.stop();
  });

  // The pages; the API routes of the list (one-click unsubscribe) keep their tokens out as well, see suppressions.e2e-spec.ts.
  const pages = SECRET_ROUTES.filter((route) => !route.startsWith('/api/'));

  it.each(pages.map((route) => [route]))('keeps no token of %s in the log or any table', async (route) => {
    const secret = `secret${randomBytes(12).toString('hex')}`;
    const path = route.replace(/:[^/]+/, secret);
    // The router has the page: the link opens it.
    expect((await get(app.baseUrl, path)).status).toBe(200);
    expect((await get(app.baseUrl, `${path}?utm_source=mail`)).status).toBe(200);

    const browser = { address: '127.0.0.31', userAgent: `secret-route ${secret.slice(-6)}` };
    const events = await requestFrom(browser.address, `${app.baseUrl}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': browser.userAgent },
      body: JSON.stringify({ events: [{ name: 'page_view', path }] }),
    });
    expect(events.status).toBe(202);

    const [humanToken] = await humanTokens(app.baseUrl, 1);
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
    const [humanToken] = await humanTokens(app.baseUrl, 1);
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
