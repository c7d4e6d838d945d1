import { PAD_COLORS, type PadColor } from '@gameshift/contracts';
import { get, issueChallenge, postJson, TokenPool } from './support/api';
import { ADMIN, ADMIN_ENV, login } from './support/admin';
import { until } from './support/mail-queue';
import { RedisServer } from './support/redis-server';
import {
  ageBeyondClaim,
  linkHash,
  linkToken,
  PUBLIC_URL,
  reserve,
  uniqueEmail,
  uniqueHandle,
  verify,
  waitForMailTo,
} from './support/reservations';
import { sharedApp } from './support/shared-app';
import { SmtpSink } from './support/smtp-sink';
import { AppHandle, startTestApp, TestApp } from './support/test-app';

/** The value of one series in a /metrics answer, e.g. `reservations_total{outcome="created"}`; 0 when it is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

async function scrape(app: Pick<AppHandle, 'baseUrl'>): Promise<string> {
  const res = await get(app.baseUrl, '/metrics');
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.text;
}

/** How much each series moved while `act` ran. */
async function moved(app: TestApp, series: string[], act: () => Promise<void>): Promise<Record<string, number>> {
  const before = await scrape(app);
  await act();
  const after = await scrape(app);
  return Object.fromEntries(series.map((s) => [s, sample(after, s) - sample(before, s)]));
}

const outcome = (name: string) => `reservations_total{outcome="${name}"}`;
const state = (name: string) => `confirmations_total{state="${name}"}`;
const OUTCOMES = ['created', 'refused', 'conflict', 'limited', 'bot'].map(outcome);
const HONEYPOT = 'honeypot_hits_total';
const RESERVE_LIMIT_HITS = 'limit_hits_total{route="/api/validate-reservation"}';

/*
 * The counters count every request of the app, so the file keeps an app of its own; it counts its
 * limits in a Redis of its own, which the last test takes away and brings back. The memory store of
 * an app without Redis is read on the run's shared app.
 */
let redis: RedisServer;
let sink: SmtpSink;
let app: TestApp;

beforeAll(async () => {
  [redis, sink] = await Promise.all([RedisServer.start(), SmtpSink.start()]);
  app = await startTestApp({
    ...ADMIN_ENV,
    SMTP_URL: sink.url,
    PUBLIC_URL,
    TRUST_PROXY: '127.0.0.1',
    PENDING_PER_CLIENT: '1',
    THROTTLE_LOGIN_LIMIT: '2',
    REDIS_URL: redis.url,
  });
});
afterAll(async () => {
  await app?.stop();
  await sink?.down();
  await redis?.down();
});

describe('the numbers an operator watches', () => {
  let pool: TokenPool;
  /** Each reservation comes from a client of its own, so that only the test of the cap meets it. */
  let nextClient = 1;
  const newClient = () => `198.51.100.${nextClient++}`;

  const reserveFrom = (client: string, body: Record<string, unknown>) => reserve(app.baseUrl, body, { 'x-forwarded-for': client });

  /** A reservation from a new client, and the token of the link it was mailed. */
  async function reserveWithLink(handle = uniqueHandle('m'), email = uniqueEmail('metrics')): Promise<{ email: string; token: string }> {
    const res = await reserveFrom(newClient(), { email, gameshift_id: handle, human_token: pool.take() });
    if (res.status !== 201) throw new Error(`validate-reservation answered ${res.status}: ${res.text}`);
    const [mail] = await waitForMailTo(sink, email);
    return { email, token: linkToken(mail) };
  }

  beforeAll(async () => {
    pool = await TokenPool.issue(app.baseUrl, 12);
  });

  it('counts a created reservation as created, and nothing else', async () => {
    const delta = await moved(app, OUTCOMES, async () => {
      await reserveWithLink();
    });
    expect(delta).toEqual({ ...zero(OUTCOMES), [outcome('created')]: 1 });
  });

  it('counts a reservation refused by the input rules as refused', async () => {
    const delta = await moved(app, OUTCOMES, async () => {
      const res = await reserveFrom(newClient(), { email: 'not-an-email', gameshift_id: uniqueHandle(), human_token: pool.take() });
      expect(res.status).toBe(400);
    });
    expect(delta).toEqual({ ...zero(OUTCOMES), [outcome('refused')]: 1 });
  });

  it('counts a taken handle as a conflict', async () => {
    const handle = uniqueHandle('c');
    await reserveWithLink(handle);
    const delta = await moved(app, OUTCOMES, async () => {
      const res = await reserveFrom(newClient(), { email: uniqueEmail(), gameshift_id: handle, human_token: pool.take() });
      expect(res.status).toBe(409);
    });
    expect(delta).toEqual({ ...zero(OUTCOMES), [outcome('conflict')]: 1 });
  });

  it('counts a client over its pending cap as limited and as a limit hit on the reservation route', async () => {
    const client = newClient();
    expect((await reserveFrom(client, { email: uniqueEmail(), gameshift_id: uniqueHandle(), human_token: pool.take() })).status).toBe(201);
    const series = [...OUTCOMES, RESERVE_LIMIT_HITS];
    const delta = await moved(app, series, async () => {
      const res = await reserveFrom(client, { email: uniqueEmail(), gameshift_id: uniqueHandle(), human_token: pool.take() });
      expect(res.status).toBe(429);
    });
    expect(delta).toEqual({ ...zero(series), [outcome('limited')]: 1, [RESERVE_LIMIT_HITS]: 1 });
  });

  it('counts a filled trap field as a bot and a honeypot hit, though its answer looks like success', async () => {
    const series = [...OUTCOMES, HONEYPOT];
    const delta = await moved(app, series, async () => {
      const res = await reserveFrom(newClient(), {
        email: uniqueEmail(),
        gameshift_id: uniqueHandle(),
        human_token: pool.take(),
        honeypot_fields: { website: 'https://spam.example' },
      });
      expect(res.status).toBe(201);
    });
    expect(delta).toEqual({ ...zero(series), [outcome('bot')]: 1, [HONEYPOT]: 1 });
  });

  it('counts a reservation without a human token as a bot, and not as a honeypot hit', async () => {
    const series = [...OUTCOMES, HONEYPOT];
    const delta = await moved(app, series, async () => {
      const res = await reserveFrom(newClient(), { email: uniqueEmail(), gameshift_id: uniqueHandle() });
      expect(res.status).toBe(403);
    });
    expect(delta).toEqual({ ...zero(series), [outcome('bot')]: 1 });
  });

  it('counts human checks passed and failed', async () => {
    const passed = 'human_checks_total{result="passed"}';
    const failed = 'human_checks_total{result="failed"}';
    const delta = await moved(app, [passed, failed], async () => {
      await TokenPool.issue(app.baseUrl, 2);
      const { challenge, sequence } = await issueChallenge(app.baseUrl);
      const other = PAD_COLORS.find((color) => color !== sequence[0]) as PadColor;
      const wrong = await postJson(app.baseUrl, '/api/human-check/verify', { challenge, sequence: [other, ...sequence.slice(1)] });
      expect(wrong.status).toBe(403);
      const malformed = await postJson(app.baseUrl, '/api/human-check/verify', { challenge, sequence: 'red' });
      expect(malformed.status).toBe(400);
    });
    expect(delta).toEqual({ [passed]: 2, [failed]: 2 });
  });

  it('counts every confirmation state once per answer', async () => {
    const states = ['success', 'already_verified', 'race_lost', 'expired', 'error'].map(state);
    const confirmed = await reserveWithLink();
    const lapsed = await reserveWithLink();
    await app.sql(`UPDATE verification_links SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [linkHash(lapsed.token)]);
    // Two claims on one handle: the first ran out, the second took the handle, the first asks for a new link.
    const handle = uniqueHandle('r');
    const loser = await reserveWithLink(handle);
    const [loserRow] = await app.sql<{ id: string }>('SELECT id FROM reservations WHERE email = $1', [loser.email]);
    await ageBeyondClaim(app, loserRow.id);
    const winner = await reserveWithLink(handle);
    expect((await postJson(app.baseUrl, '/api/verify/resend', { email: loser.email })).status).toBe(202);
    const loserToken = linkToken((await waitForMailTo(sink, loser.email, 2))[1]);

    const delta = await moved(app, states, async () => {
      expect((await verify(app.baseUrl, confirmed.token)).body.state).toBe('success');
      expect((await verify(app.baseUrl, confirmed.token)).body.state).toBe('already_verified');
      expect((await verify(app.baseUrl, lapsed.token)).body.state).toBe('expired');
      expect((await verify(app.baseUrl, 'not-a-token')).body.state).toBe('error');
      expect((await verify(app.baseUrl, winner.token)).body.state).toBe('success');
      expect((await verify(app.baseUrl, loserToken)).body.state).toBe('race_lost');
    });
    expect(delta).toEqual({
      [state('success')]: 2,
      [state('already_verified')]: 1,
      [state('race_lost')]: 1,
      [state('expired')]: 1,
      [state('error')]: 1,
    });
  });

  it('counts 429s of the throttler by route', async () => {
    const hits = 'limit_hits_total{route="/api/admin-login"}';
    const delta = await moved(app, [hits, RESERVE_LIMIT_HITS], async () => {
      const client = { 'x-forwarded-for': newClient() };
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await login(app.baseUrl, ADMIN.email, 'wrong-password', client)).status);
      expect(statuses).toEqual([401, 401, 429]);
    });
    expect(delta).toEqual({ [hits]: 1, [RESERVE_LIMIT_HITS]: 0 });
  });

  it('says the limits are counted in memory when no Redis is configured', async () => {
    const text = await scrape(await sharedApp());
    expect(sample(text, 'limit_store{store="memory",redis="not configured"}')).toBe(1);
    expect(text).not.toMatch(/^limit_store\{store="redis"/m);
  });

  it('reports readiness, and its loss while the queue cannot be read', async () => {
    expect(sample(await scrape(app), 'health_ready')).toBe(1);
    await app.sql('ALTER SCHEMA pgboss RENAME TO pgboss_away');
    try {
      expect((await get(app.baseUrl, '/health/ready')).status).toBe(503);
      expect(sample(await scrape(app), 'health_ready')).toBe(0);
    } finally {
      await app.sql('ALTER SCHEMA pgboss_away RENAME TO pgboss');
    }
    await until('the instance is ready again', async () => sample(await scrape(app), 'health_ready') === 1);
  });
});

describe('the limit store in /metrics', () => {
  const redisInUse = 'limit_store{store="redis",redis="connected"}';
  const fallback = 'limit_store{store="memory",redis="unreachable"}';

  it('moves from Redis to memory while Redis is away, and back when it returns', async () => {
    let text = await scrape(app);
    expect([sample(text, redisInUse), sample(text, fallback)]).toEqual([1, 0]);

    await redis.down();
    await until('the app counts in memory', async () => sample(await scrape(app), fallback) === 1);
    text = await scrape(app);
    expect([sample(text, redisInUse), sample(text, fallback)]).toEqual([0, 1]);

    await redis.up();
    await until('the app counts in Redis again', async () => sample(await scrape(app), redisInUse) === 1);
    expect(sample(await scrape(app), fallback)).toBe(0);
  });
});

function zero(series: string[]): Record<string, number> {
  return Object.fromEntries(series.map((s) => [s, 0]));
}
