import { Client } from 'pg';
import { get, humanTokens, messages, tally } from './support/api';
import { reserve, rowsByHandle, uniqueEmail, uniqueHandle, type ReservationAnswer } from './support/reservations';
import { startTestApp, TestApp } from './support/test-app';

/*
 * Overload is an answer, not an error: beyond the admission bound, or when the database cannot
 * give a connection or finish a statement in time, a public write is answered 503 with
 * Retry-After, before anything of the visitor's is spent, so the very same request succeeds later.
 */

const BUSY = { code: 'overloaded', error: messages.serverBusy, retryAfter: 2 };

/** A connection of the test's own that holds a handle's claim lock, so that claims of it stall in the database. */
async function holdHandle(databaseUrl: string, handle: string): Promise<{ release(): Promise<void> }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("SELECT pg_advisory_lock(hashtext('handle:' || $1))", [handle]);
  return {
    release: async () => {
      await client.query("SELECT pg_advisory_unlock(hashtext('handle:' || $1))", [handle]);
      await client.end();
    },
  };
}

/** Waits until `count` sessions wait for an advisory lock: the stalled claims have reached the database. */
async function untilWaiting(app: TestApp, count: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    // This app's database only: the cluster also serves the apps of the files running beside this one.
    const [{ n }] = await app.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    if (n >= count) return;
    if (Date.now() > deadline) throw new Error(`expected ${count} stalled claims, found ${n}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Human tokens through the API, a few at a time, so that issuing them stays within the admission bound. */
async function tokensInTurn(baseUrl: string, n: number, batch: number): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < n) tokens.push(...(await humanTokens(baseUrl, Math.min(batch, n - tokens.length))));
  return tokens;
}

function claim(
  app: TestApp,
  token: string,
  handle = uniqueHandle('o'),
  email = uniqueEmail('o'),
  headers: Record<string, string> = {},
): Promise<ReservationAnswer> {
  return reserve(app.baseUrl, { email, gameshift_id: handle, human_token: token }, headers);
}

/** A client of its own for each call (the app trusts the loopback proxy), so the per-client limit stays out of the way. */
let nextClient = 0;
function freshClient(): Record<string, string> {
  nextClient += 1;
  return { 'x-forwarded-for': `10.77.${(nextClient >> 8) & 255}.${nextClient & 255}` };
}

function expectShed(answer: ReservationAnswer): void {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('2');
  expect(answer.body).toEqual(BUSY);
}

describe('a crowd beyond the admission bound', () => {
  const CROWD = 20;
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      ADMISSION_MAX_IN_FLIGHT: '2',
      ADMISSION_MAX_QUEUE: '3',
      ADMISSION_QUEUE_TIMEOUT_MS: '30000',
      ADMISSION_RETRY_AFTER_S: '2',
      // Enough for the admitted claims and the retries only: a shed request that counted would be refused 429.
      THROTTLE_RESERVE_LIMIT: String(2 + CROWD),
      THROTTLE_DEFAULT_LIMIT: '100000',
    });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('is answered 201 or 503 with Retry-After, and every 503 token reserves when sent again', async () => {
    const tokens = await tokensInTurn(app.baseUrl, 2 + CROWD, 5);
    const stalledHandles = [uniqueHandle('s'), uniqueHandle('s')];
    const locks = await Promise.all(stalledHandles.map((handle) => holdHandle(app.databaseUrl, handle)));
    const stalled = stalledHandles.map((handle, i) => claim(app, tokens[i], handle));
    await untilWaiting(app, 2);

    // Both slots are held: three of the crowd wait in the queue, the rest are shed at once.
    const crowd = tokens.slice(2).map((token) => ({ token, handle: uniqueHandle('c'), email: uniqueEmail('c') }));
    let answered = 0;
    const answers = crowd.map(({ token, handle, email }) => claim(app, token, handle, email).finally(() => answered++));
    const deadline = Date.now() + 20_000;
    while (answered < CROWD - 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // Shed while the slots were still held, without waiting for them.
    expect(answered).toBe(CROWD - 3);
    for (const lock of locks) await lock.release();

    const settled = await Promise.all([...stalled, ...answers]);
    expect(tally(settled.map((a) => a.status))).toEqual({ 201: 2 + 3, 503: CROWD - 3 });
    const shed = crowd.filter((_, i) => settled[2 + i].status === 503);
    for (const i of settled.keys()) if (settled[i].status === 503) expectShed(settled[i]);
    for (const { handle } of shed) expect(await rowsByHandle(app, handle)).toEqual([]);

    // The same requests again: nothing of theirs was spent, neither the game nor the client's limit.
    // Five at a time, within the bound and its queue, as visitors coming back at their own moments.
    const retried: ReservationAnswer[] = [];
    for (let at = 0; at < shed.length; at += 5) {
      retried.push(...(await Promise.all(shed.slice(at, at + 5).map(({ token, handle, email }) => claim(app, token, handle, email)))));
    }
    expect(retried.map((a) => a.status)).toEqual(shed.map(() => 201));

    const metrics = await get(app.baseUrl, '/metrics');
    expect(metrics.text).toContain(`shed_requests_total{route="/api/validate-reservation"} ${CROWD - 3}`);
  });
});

/**
 * One app for the two cases about what a claim that made nothing leaves behind: a database too busy
 * to answer in time, and a replayed token. Both cases count sign-ups per company domain, each at a
 * domain of its own; the per-client limit counts the first case's claims, from 127.0.0.1, while the
 * second's each come from a client of their own.
 */
describe('claims that make nothing', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      DATABASE_POOL_SIZE: '1',
      DATABASE_CONNECT_TIMEOUT_MS: '300',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      ADMISSION_RETRY_AFTER_S: '2',
      // Two claims per client: the two retries are the only ones that count, as both 503s came after the client's limit had counted them.
      THROTTLE_RESERVE_LIMIT: '2',
      THROTTLE_DEFAULT_LIMIT: '100000',
      // Two sign-ups from a company's domain: a count kept by a claim that made nothing would refuse the second.
      EMAIL_DOMAIN_LIMIT: '2',
      TRUST_PROXY: '127.0.0.1',
    });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
  });

  describe('a database too busy to answer in time', () => {
    it('answers 503 to a claim that finds the pool held by a stalled query, and to the stalled claim when its statement times out', async () => {
      const [stalledToken, waitingToken] = await humanTokens(app.baseUrl, 2);
      const stalledHandle = uniqueHandle('s');
      const waitingHandle = uniqueHandle('w');
      const stalledEmail = uniqueEmail('s', 'acme-corp.example');
      const waitingEmail = uniqueEmail('w', 'acme-corp.example');
      const lock = await holdHandle(app.databaseUrl, stalledHandle);
      try {
        const stalled = claim(app, stalledToken, stalledHandle, stalledEmail);
        await untilWaiting(app, 1);
        expectShed(await claim(app, waitingToken, waitingHandle, waitingEmail));
        expectShed(await stalled);
      } finally {
        await lock.release();
      }
      expect(app.output()).not.toContain('unhandled error');

      // Neither 503 kept its hit against the client's limit: the retries find both of its two claims left.
      const retried = await claim(app, stalledToken, stalledHandle, stalledEmail);
      expect(retried.status).toBe(201);
      expect(retried.headers.get('x-ratelimit-remaining-reserve')).toBe('1');
      const second = await claim(app, waitingToken, waitingHandle, waitingEmail);
      expect(second.status).toBe(201);
      expect(second.headers.get('x-ratelimit-remaining-reserve')).toBe('0');
    });
  });

  describe('a replayed human token at a company domain', () => {
    it('is refused each time without counting against the domain, so a visitor of that domain with a fresh token reserves', async () => {
      const [used, fresh] = await humanTokens(app.baseUrl, 2);
      expect((await claim(app, used, uniqueHandle('r'), uniqueEmail('r', 'bigco.example'), freshClient())).status).toBe(201);

      const replays: ReservationAnswer[] = [];
      for (let i = 0; i < 11; i++) {
        replays.push(await claim(app, used, uniqueHandle('r'), uniqueEmail('r', 'bigco.example'), freshClient()));
      }
      expect(replays.map((a) => a.status)).toEqual(Array(11).fill(403));
      expect(replays[0].body).toEqual({ code: 'human_check_required', error: messages.humanCheckRequired, field: 'human_token' });

      // The domain's second sign-up, its last: one replay counted would have refused it.
      expect((await claim(app, fresh, uniqueHandle('r'), uniqueEmail('r', 'bigco.example'), freshClient())).status).toBe(201);
    });
  });
});
