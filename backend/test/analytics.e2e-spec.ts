import { ANALYTICS, EVENT_NAMES, OTHER_SOURCE, type JourneyCounts, type TrafficSource, type VisitorsPerDay } from '@gameshift/contracts';
import { DataSource } from 'typeorm';
import { FixedClock } from '../src/common/clock';
import { VisitCounter } from '../src/analytics/visit-counter';
import { ADMIN_ENV, bearer, call, listQuery, signIn } from './support/admin';
import { get, humanTokens, messages, postJson, requestFrom } from './support/api';
import { until } from './support/mail-queue';
import { reserve, uniqueEmail, uniqueHandle } from './support/reservations';
import { createTestDatabase, startTestApp, tablesContaining, TestApp } from './support/test-app';

/** A browser of its own: its own loopback address and user agent. */
interface Browser {
  address: string;
  userAgent: string;
}

async function send(app: TestApp, browser: Browser, events: unknown, headers: Record<string, string> = {}) {
  return requestFrom(browser.address, `${app.baseUrl}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': browser.userAgent, ...headers },
    body: JSON.stringify({ events }),
  });
}

async function stored(app: TestApp): Promise<{ visitors: number; pageViews: number }> {
  const [row] = await app.sql<{ visitors: number; page_views: number }>(
    'SELECT (SELECT count(*) FROM analytics_visitors)::int AS visitors, (SELECT count(*) FROM analytics_page_views)::int AS page_views',
  );
  return { visitors: row.visitors, pageViews: row.page_views };
}

/*
 * The figures of the traffic pages count every visitor, page view and reservation of a day, so this
 * file keeps an app, and a database, of its own; its describes take it in turn.
 */
let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp({ ...ADMIN_ENV, ANALYTICS_FLUSH_S: '1' });
  token = await signIn(app.baseUrl);
});
afterAll(async () => {
  await app.stop();
});

describe('first-party analytics', () => {
  const stats = <T>(path: string) => call<T>(app.baseUrl, 'GET', `/api/admin/stats/${path}`, bearer(token));

  it('counts visitors, page views, sources and journey steps, written in batches', async () => {
    const stream: Browser = { address: '127.0.0.11', userAgent: 'Browser A' };
    const news: Browser = { address: '127.0.0.12', userAgent: 'Browser B' };
    const tagged = { utm_source: 'stream', utm_campaign: 'launch', referrer: 'https://www.twitch.tv/somebody' };
    expect(
      (
        await send(app, stream, [
          { name: 'page_view', path: '/', ...tagged },
          { name: 'handle_entered', path: '/', ...tagged },
          { name: 'email_step', path: '/', ...tagged },
        ])
      ).status,
    ).toBe(202);
    const learn = await send(app, stream, [{ name: 'page_view', path: '/learn', ...tagged }]);
    expect(learn.status).toBe(202);
    expect(learn.body).toEqual({ accepted: 1 });
    expect((await send(app, news, [{ name: 'page_view', path: '/', referrer: 'https://news.example/launch-story' }])).status).toBe(202);
    // The same browser moving between our own pages brings no new source.
    const own = `${app.baseUrl}/learn`;
    expect((await send(app, news, [{ name: 'page_view', path: '/learn', referrer: own }])).status).toBe(202);

    await until('the events are written', async () => (await stored(app)).visitors === 2);
    const visitors = await stats<VisitorsPerDay>('visitors?days=1');
    expect(visitors.status).toBe(200);
    expect(visitors.body.days).toEqual([{ date: new Date().toISOString().slice(0, 10), visitors: 2, page_views: 4 }]);

    const visitorSources = await app.sql<{ source: string }>('SELECT source FROM analytics_visitors ORDER BY source');
    expect(visitorSources.map((v) => v.source)).toEqual(['news.example', 'stream / launch']);
    // A source of one visitor and no reservation is below the Traffic page's threshold: both are "other".
    const sources = await stats<TrafficSource[]>('sources?days=7');
    expect(sources.body).toEqual([{ id: OTHER_SOURCE, visitors: 2, reservations: 0, confirmations: 0 }]);

    const journey = await stats<JourneyCounts>('journey?days=7');
    expect(journey.body.steps).toEqual([
      { step: 'visit', count: 2 },
      { step: 'handle_entered', count: 1 },
      { step: 'email_step', count: 1 },
      { step: 'game_started', count: 0 },
      { step: 'game_passed', count: 0 },
      { step: 'reserved', count: 0 },
      { step: 'confirmed', count: 0 },
    ]);
  });

  // Each bad request starts with a good event: none of a refused request is counted.
  const good = { name: 'page_view', path: '/refused' };
  const PATH_RULE = 'must be a path starting with / of at most 200 characters';
  it.each([
    ['an unknown event name', [good, { name: 'clicked', path: '/' }], `events[1].name must be one of ${EVENT_NAMES.join(', ')}`],
    ['a missing path', [good, { name: 'page_view' }], `events[1].path ${PATH_RULE}`],
    ['a path that is not one', [good, { name: 'page_view', path: 'https://elsewhere.example/' }], `events[1].path ${PATH_RULE}`],
    [
      'an over-long campaign',
      [good, { name: 'page_view', path: '/', utm_campaign: 'x'.repeat(101) }],
      'events[1].utm_campaign must be text of at most 100 characters',
    ],
    ['a field nobody asked for', [good, { name: 'page_view', path: '/', ip: '1.2.3.4' }], 'events[1].ip is not a known field'],
    ['an event that is not an object', [good, 'page_view'], 'events[1] must be an object'],
    ['an empty list', [], 'events must be a list of 1 to 20 events'],
    ['too many events', Array.from({ length: 21 }, () => good), 'events must be a list of 1 to 20 events'],
    ['no list at all', 'page_view', 'events must be a list of 1 to 20 events'],
  ])('refuses %s with a 400 that says what is wrong, and counts nothing of the request', async (_, events, error) => {
    const res = await send(app, { address: '127.0.0.13', userAgent: 'Bad' }, events);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: 'invalid_body' });
    // A good request after it is written, and the refused one never is.
    const marker = `/after-${Math.random().toString(36).slice(2)}`;
    await send(app, { address: '127.0.0.14', userAgent: 'Good' }, [{ name: 'page_view', path: marker }]);
    await until(
      'the next good request is written',
      async () => (await app.sql('SELECT 1 FROM analytics_page_views WHERE path = $1', [marker])).length === 1,
    );
    expect(await app.sql("SELECT * FROM analytics_page_views WHERE path = '/refused'")).toEqual([]);
  });

  it('counts nothing from a browser that sends Do Not Track or Global Privacy Control', async () => {
    for (const header of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Array<Record<string, string>>) {
      const res = await send(app, { address: '127.0.0.15', userAgent: 'Private' }, [{ name: 'page_view', path: '/private' }], header);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ accepted: 0 });
    }
    await send(app, { address: '127.0.0.16', userAgent: 'Marker' }, [{ name: 'page_view', path: '/marker' }]);
    await until(
      'the marker is written',
      async () => (await app.sql("SELECT 1 FROM analytics_page_views WHERE path = '/marker'")).length === 1,
    );
    expect(await app.sql("SELECT * FROM analytics_page_views WHERE path = '/private'")).toEqual([]);
  });

  it('sets no cookie on any public answer and keeps no address or user agent after a visit', async () => {
    const visitor: Browser = { address: '127.0.0.77', userAgent: 'Mozilla/5.0 (Unmistakable Agent 4242)' };
    const headers = { 'user-agent': visitor.userAgent };
    const answers = [
      await requestFrom(visitor.address, `${app.baseUrl}/`, { method: 'GET', headers }),
      await requestFrom(visitor.address, `${app.baseUrl}/learn`, { method: 'GET', headers }),
      await requestFrom(visitor.address, `${app.baseUrl}/api/handles/somebody`, { method: 'GET', headers }),
      await requestFrom(visitor.address, `${app.baseUrl}/api/articles`, { method: 'GET', headers }),
      await send(app, visitor, [
        { name: 'page_view', path: '/' },
        { name: 'handle_entered', path: '/' },
      ]),
    ];
    for (const answer of answers) expect(answer.headers['set-cookie']).toBeUndefined();
    await until('the visit is written', async () => (await stored(app)).visitors >= 3);
    expect(await tablesContaining(app, [visitor.address, 'Unmistakable Agent'])).toEqual([]);
  });

  it('stores the source of a reservation and counts it, with its confirmation, under that source', async () => {
    const [first, second, third] = await humanTokens(app.baseUrl, 3);
    const attribution = {
      referrer: 'https://www.reddit.com/r/games/x',
      utm_source: 'stream',
      utm_medium: 'video',
      utm_campaign: 'finale',
      landing: '/learn',
    };
    const made = await reserve(app.baseUrl, { email: uniqueEmail(), gameshift_id: uniqueHandle(), human_token: first, attribution });
    expect(made.status).toBe(201);
    const [row] = await app.sql(
      'SELECT source, referrer_host, utm_source, utm_medium, utm_campaign, landing FROM reservations WHERE gameshift_id = $1',
      [made.body.gameshift_id],
    );
    expect(row).toEqual({
      source: 'stream / finale',
      referrer_host: 'reddit.com',
      utm_source: 'stream',
      utm_medium: 'video',
      utm_campaign: 'finale',
      landing: '/learn',
    });
    await app.sql(
      "UPDATE reservations SET is_verified = true, verified_at = now(), claim_until = 'infinity', hold_until = 'infinity' WHERE gameshift_id = $1",
      [made.body.gameshift_id],
    );
    const referred = await reserve(app.baseUrl, {
      email: uniqueEmail(),
      gameshift_id: uniqueHandle(),
      human_token: second,
      attribution: { referrer: 'https://news.example/story' },
    });
    expect(referred.status).toBe(201);

    const sources = await stats<TrafficSource[]>('sources?days=1');
    expect(sources.body).toEqual(
      expect.arrayContaining([
        { id: 'stream / finale', visitors: 0, reservations: 1, confirmations: 1 },
        expect.objectContaining({ id: 'news.example', reservations: 1, confirmations: 0 }),
      ]),
    );

    const listed = await call<Array<{ gameshift_id: string; source: string | null }>>(
      app.baseUrl,
      'GET',
      `/api/admin/reservations?${listQuery({ filter: { source: 'stream / finale' } })}`,
      bearer(token),
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([expect.objectContaining({ gameshift_id: made.body.gameshift_id, source: 'stream / finale' })]);

    const bad = await reserve(app.baseUrl, {
      email: uniqueEmail(),
      gameshift_id: uniqueHandle(),
      human_token: third,
      attribution: { utm_source: 'x'.repeat(101) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'invalid_body', error: 'attribution.utm_source must be text of at most 100 characters' });
  });

  it('answers a range it cannot read with a 400 naming it, and admins only', async () => {
    for (const days of ['0', '367', 'seven', '-1', '1.5']) {
      const res = await stats(`sources?days=${days}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'invalid_body', error: messages.requestFieldRule('days', 'must be a whole number from 1 to 366') });
    }
    expect((await get(app.baseUrl, '/api/admin/stats/journey')).status).toBe(401);
    expect((await postJson(app.baseUrl, '/api/events', 'not an object')).status).toBe(400);
  });
});

/** A script's visit: one address, a new user agent and a new campaign each time, every step claimed. */
async function forged(i: number): Promise<number> {
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
  // The tests above are written by now (each waited for its rows): these start from no traffic and no reservation.
  beforeAll(async () => {
    await app.sql('TRUNCATE analytics_visitors, analytics_page_views, reservations CASCADE');
  });

  it('counts 100 forged visits from one address as at most 10 visitors, no reservation and one "other" source', async () => {
    for (let i = 0; i < 100; i++) expect(await forged(i)).toBe(202);
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

describe('the visitor hash of a day', () => {
  it('cannot follow a visitor across days: a new day has a new salt, the old one is deleted, and the visitor counts twice', async () => {
    const databaseUrl = await createTestDatabase();
    const dataSource = await new DataSource({ type: 'postgres', url: databaseUrl }).initialize();
    const clock = new FixedClock(new Date('2026-11-24T23:59:00Z'));
    const analytics = new VisitCounter({ publicUrl: 'https://gameshift.example', ipv6Prefix: 64, maxPending: 1000 }, clock, dataSource);
    const visit = { ip: '198.51.100.7', userAgent: 'Same Browser' };
    try {
      await analytics.record([{ name: 'page_view', path: '/' }], visit);
      await analytics.record([{ name: 'page_view', path: '/learn' }], visit);
      await analytics.flush();
      clock.advance(2 * 60_000);
      await analytics.record([{ name: 'page_view', path: '/' }], visit);
      await analytics.flush();

      const days = await dataSource.query<Array<{ day: string; visitor: Buffer }>>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, visitor FROM analytics_visitors ORDER BY day",
      );
      expect(days.map((d) => d.day)).toEqual(['2026-11-24', '2026-11-25']);
      expect(days[0].visitor.equals(days[1].visitor)).toBe(false);
      const salts = () => dataSource.query<Array<{ day: string }>>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_salts");
      expect(await salts()).toEqual([{ day: '2026-11-25' }]);
      // Two visitors of one source, below the threshold of a row of its own.
      expect(await analytics.sources(2)).toEqual([{ id: OTHER_SOURCE, visitors: 2, reservations: 0, confirmations: 0 }]);
      // A day with no visitor at all still loses the salt of the day before, at the next write.
      clock.advance(86_400_000);
      await analytics.flush();
      expect(await salts()).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
