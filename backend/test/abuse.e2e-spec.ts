import { messages, TokenPool } from './support/api';
import { startDnsServer, type DnsServer } from './support/dns-server';
import { RedisServer } from './support/redis-server';
import {
  PUBLIC_URL,
  reserve,
  reserveWithLink,
  rowsByHandle,
  shiftIntoPast,
  uniqueEmail,
  uniqueHandle,
  verify,
  waitForMailTo,
  UNLIMITED,
} from './support/reservations';
import { SmtpSink } from './support/smtp-sink';
import { sharedApp, SharedApp } from './support/shared-app';
import { createTestDatabase, startTestApp, TestApp } from './support/test-app';

/*
 * What a handle costs beyond the game (the abuse feature): a sign-up limit per email domain
 * outside the well-known providers, a domain that can receive mail, both disposable lists, and a
 * short hold for unconfirmed claims.
 */

const DOMAIN_BUSY = { code: 'email_domain_busy', error: messages.emailDomainBusy, field: 'email' };
const NO_MAIL = { code: 'email_domain_no_mail', error: messages.emailDomainNoMail, field: 'email' };

function attempt(app: TestApp, email: string, token: string, handle = uniqueHandle('d')) {
  return reserve(app.baseUrl, { email, gameshift_id: handle, human_token: token });
}

/*
 * Two instances on one database and one Redis serve the whole file: the sign-up limit per domain
 * across both, and on the first the domain check with its DNS server (which answers for every
 * domain the file signs up with), the handle hold, and at the end the DNS server gone.
 */
const LIMIT = 10;
const HOLD_MINUTES = 5;
let redis: RedisServer;
let dns: DnsServer;
let dnsDown = false;
let sink: SmtpSink;
let a: TestApp;
let b: TestApp;
let app: TestApp;
let pool: TokenPool;

const MX = { mx: [{ exchange: 'mx.mail.example', priority: 10 }] };

beforeAll(async () => {
  dns = await startDnsServer({
    'mail.example': MX,
    'nullmx.example': { mx: [{ exchange: '', priority: 0 }] },
    'aonly.example': { a: ['192.0.2.10'] },
    'v6only.example': { aaaa: ['2001:db8::25'] },
    'parked.example': {},
    'broken.example': { fail: true },
    'slow.example': { mx: [{ exchange: '', priority: 0 }], delayMs: 4000 },
    'example.com': { mx: [{ exchange: 'mx.example.com', priority: 10 }] },
    // The domains of the sign-up limit's tests.
    'catchall.example': MX,
    'elsewhere.example': MX,
    'deep.mx99.sub-farm.example': MX,
    ...Object.fromEntries(Array.from({ length: LIMIT }, (_, i) => [`mx${i}.sub-farm.example`, MX])),
  });
  [redis, sink] = await Promise.all([RedisServer.start(), SmtpSink.start()]);
  const databaseUrl = await createTestDatabase();
  const env = {
    ...UNLIMITED,
    REDIS_URL: redis.url,
    EMAIL_DOMAIN_LIMIT: String(LIMIT),
    EMAIL_DOMAIN_WINDOW_S: '3600',
    EMAIL_DOMAIN_CHECK: 'true',
    DNS_SERVERS: dns.address,
    SMTP_URL: sink.url,
    PUBLIC_URL,
    HANDLE_HOLD_MINUTES: String(HOLD_MINUTES),
  };
  [a, b] = await Promise.all([startTestApp(env, databaseUrl), startTestApp(env, databaseUrl)]);
  app = a;
  pool = await TokenPool.issue(a.baseUrl, 3 * LIMIT + 12 + 36);
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([redis?.down(), sink?.down(), dnsDown ? undefined : dns?.close()]);
});

describe('the sign-up limit per email domain, on two instances sharing Redis', () => {
  it('lets 10 sign-ups from one domain through, spread over both instances, and refuses the 11th on the email without spending its game', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await attempt([a, b][i % 2], uniqueEmail('c', 'catchall.example'), pool.take())).status);
    expect(statuses).toEqual(Array(LIMIT).fill(201));

    const token = pool.take();
    const handle = uniqueHandle('d');
    const refused = await attempt(b, uniqueEmail('c', 'catchall.example'), token, handle);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(DOMAIN_BUSY);
    expect(await rowsByHandle(a, handle)).toEqual([]);
    // The refused attempt did not spend the visitor's game: the same token reserves with another address.
    expect((await attempt(a, uniqueEmail('c', 'elsewhere.example'), token, handle)).status).toBe(201);
    expect((await attempt(a, uniqueEmail('c', 'catchall.example'), pool.take())).body).toEqual(DOMAIN_BUSY);
  });

  it('counts the subdomains of a registrable domain as that domain', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await attempt([a, b][i % 2], uniqueEmail('s', `mx${i}.sub-farm.example`), pool.take())).status).toBe(201);
    }
    expect((await attempt(b, uniqueEmail('s', 'deep.mx99.sub-farm.example'), pool.take())).body).toEqual(DOMAIN_BUSY);
  });

  it('never limits the well-known mailbox providers', async () => {
    for (let i = 0; i <= LIMIT; i++) {
      expect((await attempt([a, b][i % 2], uniqueEmail('g', i % 3 === 0 ? 'gmail.com' : 'outlook.com'), pool.take())).status).toBe(201);
    }
  });
});

describe('the domain must receive mail (EMAIL_DOMAIN_CHECK)', () => {
  it.each([
    ['a domain with MX records', 'mail.example'],
    ['a domain without MX but with an A record', 'aonly.example'],
    ['a domain without MX but with an AAAA record', 'v6only.example'],
  ])('accepts %s', async (_case, domain) => {
    expect((await attempt(app, uniqueEmail('m', domain), pool.take())).status).toBe(201);
  });

  it.each([
    ['a domain that does not exist', 'no-such-domain.example'],
    ['a domain that publishes a Null MX', 'nullmx.example'],
    ['a domain with neither MX nor address records', 'parked.example'],
  ])('refuses %s on the email, creating nothing and keeping the game', async (_case, domain) => {
    const token = pool.take();
    const handle = uniqueHandle('m');
    const res = await attempt(app, uniqueEmail('m', domain), token, handle);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(NO_MAIL);
    expect(await rowsByHandle(app, handle)).toEqual([]);
    expect((await attempt(app, uniqueEmail('m', 'mail.example'), token, handle)).status).toBe(201);
  });

  it('accepts the address when DNS fails', async () => {
    expect((await attempt(app, uniqueEmail('m', 'broken.example'), pool.take())).status).toBe(201);
  });

  it('accepts the address when DNS takes longer than 1.5 s, without waiting for the answer', async () => {
    const started = Date.now();
    // The server would answer with a Null MX after 4 s.
    const res = await attempt(app, uniqueEmail('m', 'slow.example'), pool.take());
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('remembers a verdict instead of asking again, and never asks about the well-known providers', async () => {
    const before = dns.asked.length;
    expect((await attempt(app, uniqueEmail('m', 'nullmx.example'), pool.take())).body).toEqual(NO_MAIL);
    expect((await attempt(app, uniqueEmail('m', 'gmail.com'), pool.take())).status).toBe(201);
    expect(dns.asked.slice(before)).toEqual([]);
  });
});

describe('both maintained disposable lists', () => {
  let shared: SharedApp;

  beforeAll(async () => {
    shared = await sharedApp();
  });

  it.each([
    ['mailchecker alone lists', '00-tv.com'],
    ['the disposable-email-domains project alone lists', '00jac.com'],
    ['the SPEC floor lists', 'mailinator.com'],
  ])('refuses a domain that %s, before any game is asked for', async (_case, domain) => {
    const res = await reserve(shared.baseUrl, { email: uniqueEmail('x', domain), gameshift_id: uniqueHandle('x') });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'email_disposable', error: messages.emailDisposable, field: 'email' });
  });
});

describe('a pending claim holds its handle for HANDLE_HOLD_MINUTES', () => {
  /** An address at a well-known provider: the sign-up limit per domain, in force on this app, never counts it. */
  const person = () => uniqueEmail('h', 'gmail.com');

  /** A first reservation whose hold has just ended (its link still has most of its 24 h), and a second person's on its handle. */
  async function twoClaims() {
    const first = await reserveWithLink(app, sink, pool.take(), uniqueHandle(), person());
    await shiftIntoPast(app, first.row.id, `${HOLD_MINUTES} minutes 1 second`);
    const second = await reserveWithLink(app, sink, pool.take(), first.gameshift_id, person());
    return { first, second };
  }

  it('says how long the handle is held, in the answer and in the email', async () => {
    const email = person();
    const res = await reserve(app.baseUrl, { email, gameshift_id: uniqueHandle(), human_token: pool.take() });
    expect(res.body).toMatchObject({ hold_minutes: HOLD_MINUTES });
    const [mail] = await waitForMailTo(sink, email);
    expect(mail.text).toContain(messages.handleHold(HOLD_MINUTES));
  });

  it('refuses a second person during the hold', async () => {
    const first = await reserveWithLink(app, sink, pool.take(), uniqueHandle(), person());
    await shiftIntoPast(app, first.row.id, `${HOLD_MINUTES - 1} minutes`);
    const res = await attempt(app, person(), pool.take(), first.gameshift_id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'handle_taken', error: messages.handleTaken, field: 'gameshift_id' });
  });

  it('lets a second person reserve after the hold; the second confirms first and owns it, the first link answers race_lost', async () => {
    const { first, second } = await twoClaims();
    expect((await verify(app.baseUrl, second.token)).body).toMatchObject({ state: 'success', gameshift_id: first.gameshift_id });
    const lost = await verify(app.baseUrl, first.token);
    expect(lost.body).toMatchObject({ state: 'race_lost', gameshift_id: first.gameshift_id, suggestions: expect.any(Array) });
    expect((lost.body as { suggestions: string[] }).suggestions.length).toBeGreaterThan(0);
    const owners = (await rowsByHandle(app, first.gameshift_id)).filter((row) => row.is_verified);
    expect(owners.map((row) => row.email)).toEqual([second.email]);
  });

  it('lets the first person still win by confirming first after the hold; the second link then answers race_lost', async () => {
    const { first, second } = await twoClaims();
    expect((await verify(app.baseUrl, first.token)).body).toMatchObject({ state: 'success' });
    expect((await verify(app.baseUrl, second.token)).body).toMatchObject({ state: 'race_lost' });
    const owners = (await rowsByHandle(app, first.gameshift_id)).filter((row) => row.is_verified);
    expect(owners.map((row) => row.email)).toEqual([first.email]);
  });

  it('lets exactly one of two people confirming at once own the handle', async () => {
    const { first, second } = await twoClaims();
    const states = (await Promise.all([verify(app.baseUrl, first.token), verify(app.baseUrl, second.token)])).map((r) => r.body.state);
    expect(states.sort()).toEqual(['race_lost', 'success']);
    expect((await rowsByHandle(app, first.gameshift_id)).filter((row) => row.is_verified)).toHaveLength(1);
  });

  it('refuses a third person while the second holds the handle after the first hold ended', async () => {
    const { first } = await twoClaims();
    expect((await attempt(app, person(), pool.take(), first.gameshift_id)).status).toBe(409);
  });
});

// Last: it takes the file's DNS server away.
describe('the domain check with its DNS server down', () => {
  beforeAll(async () => {
    // The port stays unanswered: every question the app sends from now on goes unanswered.
    await dns.close();
    dnsDown = true;
  });

  it('accepts the address within the deadline', async () => {
    const started = Date.now();
    expect((await attempt(app, uniqueEmail('m', 'unanswered.example'), pool.take())).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
