import { get, humanTokens, postJson, sleep, tally } from './support/api';
import { ADMIN, login } from './support/admin';
import { PUBLIC_URL, reserve, reserveOk, uniqueEmail, uniqueHandle, waitForMailTo } from './support/reservations';
import { RedisServer } from './support/redis-server';
import { SmtpSink } from './support/smtp-sink';
import { createTestDatabase, startTestApp, TestApp } from './support/test-app';

/*
 * Redis goes away, and comes back, while a crowd of reservations, availability checks and admin
 * sign-ins runs against two instances: limits and the mail rate move to each instance's memory and
 * back, no request fails for it, and mail keeps going out.
 */

let nextClient = 0;
function freshClient(): Record<string, string> {
  nextClient += 1;
  return { 'x-forwarded-for': `10.88.${(nextClient >> 8) & 255}.${nextClient & 255}` };
}

const REDIS_IN_USE = 'limit_store{store="redis",redis="connected"}';
const FALLBACK = 'limit_store{store="memory",redis="unreachable"}';

async function metric(app: TestApp, series: string): Promise<number> {
  const res = await get(app.baseUrl, '/metrics');
  const line = res.text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

describe('Redis lost under load on two instances', () => {
  let redis: RedisServer;
  let sink: SmtpSink;
  let apps: TestApp[];

  beforeAll(async () => {
    redis = await RedisServer.start();
    sink = await SmtpSink.start();
    const databaseUrl = await createTestDatabase();
    const env = {
      REDIS_URL: redis.url,
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: sink.url,
      PUBLIC_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The site-wide mail rate is drawn from Redis while it is there.
      MAIL_MAX_PER_SECOND: '50',
    };
    apps = await Promise.all([startTestApp(env, databaseUrl), startTestApp(env, databaseUrl)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.stop()));
    await sink?.down();
    await redis?.down();
  });

  it('answers a crowd without a 5xx while Redis stops and starts, and sends every confirmation mail', async () => {
    const logged = apps.map((app) => app.output().length);
    // Tokens for the real reservations, fetched before the crowd so the outage finds them ready.
    const tokens = [await humanTokens(apps[0].baseUrl, 4), await humanTokens(apps[1].baseUrl, 4)];

    const statuses: number[] = [];
    const failures: string[] = [];
    let running = true;
    const record = async (what: string, request: () => Promise<{ status: number; text: string }>) => {
      try {
        const res = await request();
        statuses.push(res.status);
        if (res.status >= 500) failures.push(`${what} -> ${res.status} ${res.text}`);
      } catch (error) {
        failures.push(`${what} -> ${String(error)}`);
      }
    };
    const crowd = Array.from({ length: 12 }, async (_, lane) => {
      for (let i = 0; running; i++) {
        const app = apps[(lane + i) % 2];
        const client = freshClient();
        switch ((lane + i) % 4) {
          case 0:
            await record('availability', () => get(app.baseUrl, `/api/handles/${uniqueHandle('a')}`, { headers: client }));
            break;
          case 1:
            await record('reservation', () =>
              reserve(app.baseUrl, { email: uniqueEmail('crowd'), gameshift_id: uniqueHandle('c'), human_token: `no-token-${i}` }, client),
            );
            break;
          case 2:
            await record('wrong sign-in', () => login(app.baseUrl, ADMIN.email, 'not-the-password', client));
            break;
          default:
            await record('sign-in', () =>
              postJson(app.baseUrl, '/api/admin-login', { email: ADMIN.email, password: ADMIN.password }, client),
            );
        }
      }
    });

    const reserved: string[] = [];
    const reserveBatch = async (batch: number) => {
      for (const [i, app] of apps.entries()) {
        for (const token of tokens[i].slice(batch * 2, batch * 2 + 2)) reserved.push((await reserveOk(app.baseUrl, token)).email);
      }
    };

    await sleep(1000);
    await redis.down();
    for (const app of apps) await until('the instance counts in memory', async () => (await metric(app, FALLBACK)) === 1);
    await reserveBatch(0);
    await sleep(1500);
    await redis.up();
    for (const app of apps) await until('the instance counts in Redis again', async () => (await metric(app, REDIS_IN_USE)) === 1);
    await reserveBatch(1);
    await sleep(1000);
    running = false;
    await Promise.all(crowd);

    expect(failures).toEqual([]);
    const seen = tally(statuses);
    expect(Object.keys(seen).every((status) => Number(status) < 500)).toBe(true);
    // Every kind of request got through the outage: availability 200, sign-ins 200 and 401, bots 403.
    expect(seen).toMatchObject({ 200: expect.any(Number), 401: expect.any(Number), 403: expect.any(Number) });
    expect(statuses.length).toBeGreaterThan(100);

    for (const email of reserved) expect(await waitForMailTo(sink, email)).toHaveLength(1);
    expect(reserved).toHaveLength(8);
    apps.forEach((app, i) => {
      const output = app.output().slice(logged[i]);
      expect(output.match(/Redis is unreachable/g)?.length).toBeGreaterThanOrEqual(1);
      expect(output).toMatch(/Redis is reachable again/);
    });
  }, 120_000);
});
