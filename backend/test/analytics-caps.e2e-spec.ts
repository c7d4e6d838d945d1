import { ANALYTICS, OTHER_SOURCE, type JourneyCounts, type TrafficSource } from '@gameshift/contracts';
import { ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { requestFrom } from './support/api';
import { until } from './support/mail-queue';
import { startTestApp, TestApp } from './support/test-app';

/** A script's visit: one address, a new user agent and a new campaign each time, every step claimed. */
async function forged(app: TestApp, i: number): Promise<number> {
  const res = await requestFrom('127.0.0.41', `${app.baseUrl}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': `forger ${i}` },
    body: JSON.stringify({
      events: ['page_view', 'handle_entered', 'email_step', 'game_started', 'game_passed', 'reserved'].map((name) => ({
        name,
        path: '/',
        utm_source: `attacker text ${i}`,
      })),
    }),
  });
  return res.status;
}

describe('analytics a script cannot write', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp({ ...ADMIN_ENV, ANALYTICS_FLUSH_S: '1' });
    token = await signIn(app.baseUrl);
  });
  afterAll(async () => {
    await app.stop();
  });

  it('counts 100 forged visits from one address as at most 10 visitors, no reservation and one "other" source', async () => {
    for (let i = 0; i < 100; i++) expect(await forged(app, i)).toBe(202);
    await until('the visits are written', async () => {
      const [{ n }] = await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM analytics_visitors');
      return n === ANALYTICS.visitorsPerClient;
    });
    // One more flush: nothing beyond the cap arrives late.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [{ n }] = await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM analytics_visitors');
    expect(n).toBe(ANALYTICS.visitorsPerClient);

    const journey = await call<JourneyCounts>(app.baseUrl, 'GET', '/api/admin/stats/journey?days=1', bearer(token));
    const count = (step: string) => journey.body.steps.find((s) => s.step === step)?.count;
    expect(count('visit')).toBe(ANALYTICS.visitorsPerClient);
    // The database holds no reservation, whatever the pages said.
    expect(count('reserved')).toBe(0);
    expect(count('confirmed')).toBe(0);

    const sources = await call<TrafficSource[]>(app.baseUrl, 'GET', '/api/admin/stats/sources?days=1', bearer(token));
    expect(sources.body).toEqual([{ id: OTHER_SOURCE, visitors: ANALYTICS.visitorsPerClient, reservations: 0, confirmations: 0 }]);
  });

  it(`lists a source of its own from ${ANALYTICS.sourceMinVisitors} visitors, and at most ${ANALYTICS.sourcesListed} sources`, async () => {
    await app.sql(
      `INSERT INTO analytics_visitors (day, visitor, source, steps)
       SELECT current_date, decode(md5('big' || i), 'hex'), 'big', 1 FROM generate_series(1, $1) i
       UNION ALL
       SELECT current_date, decode(md5('small' || i), 'hex'), 'small', 1 FROM generate_series(1, $2) i
       UNION ALL
       SELECT current_date, decode(md5('many' || i || '-' || j), 'hex'), 'many ' || i, 1
         FROM generate_series(1, $3) i, generate_series(1, $1) j`,
      [ANALYTICS.sourceMinVisitors, ANALYTICS.sourceMinVisitors - 1, ANALYTICS.sourcesListed + 5],
    );
    const sources = await call<TrafficSource[]>(app.baseUrl, 'GET', '/api/admin/stats/sources?days=1', bearer(token));
    const ids = sources.body.map((s) => s.id);
    expect(ids).toContain('big');
    expect(ids).not.toContain('small');
    expect(ids.filter((id) => id !== OTHER_SOURCE)).toHaveLength(ANALYTICS.sourcesListed);
    const other = sources.body.find((s) => s.id === OTHER_SOURCE);
    // Earlier test's 10, the small source's 4, and the 6 campaigns beyond the limit at 5 each.
    expect(other?.visitors).toBe(ANALYTICS.visitorsPerClient + ANALYTICS.sourceMinVisitors - 1 + 6 * ANALYTICS.sourceMinVisitors);
    const total = sources.body.reduce((sum, s) => sum + s.visitors, 0);
    const [{ n }] = await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM analytics_visitors');
    expect(total).toBe(n);
  });
});
