import { maskEmail, type AdminReservation } from '@gameshift/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { get, messages, sleep, tally } from './support/api';
import {
  ADMIN,
  ADMIN_ENV,
  addAdmin,
  adminRoutes,
  AdminRoute,
  auditTrail,
  AUTH_REQUIRED,
  bearer,
  call,
  claimsFor,
  forgeToken,
  listQuery,
  login,
  residentMemoryBytes,
  seedReservation,
  seedReservations,
  signIn,
} from './support/admin';
import { PUBLIC_URL, uniqueEmail, uniqueHandle, waitForMailTo } from './support/reservations';
import { SmtpSink } from './support/smtp-sink';
import { startTestApp, TestApp } from './support/test-app';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Every route's status and body for the given headers, as `METHOD path -> status body` lines. */
async function answersFor(baseUrl: string, routes: AdminRoute[], headers: Record<string, string>): Promise<string[]> {
  return Promise.all(
    routes.map(async ({ method, path }) => {
      const res = await call(baseUrl, method, path, headers, method === 'GET' ? undefined : {});
      return `${method} ${path} -> ${res.status} ${res.text}`;
    }),
  );
}

function refusedLines(routes: AdminRoute[]): string[] {
  return routes.map(({ method, path }) => `${method} ${path} -> 401 ${JSON.stringify(AUTH_REQUIRED)}`);
}

describe('admin authentication', () => {
  let app: TestApp;
  let routes: AdminRoute[];

  beforeAll(async () => {
    app = await startTestApp(ADMIN_ENV);
    routes = await adminRoutes(app.baseUrl);
  });
  afterAll(async () => {
    await app.stop();
  });

  it('finds every admin route in the OpenAPI document', () => {
    const names = routes.map(({ method, path }) => `${method} ${path.replace(/[0-9a-f-]{36}/, ':id')}`);
    expect(names.sort()).toEqual(
      expect.arrayContaining([
        'DELETE /api/admin/reservations/:id',
        'GET /api/admin/audit',
        'GET /api/admin/reservations',
        'GET /api/admin/reservations/:id',
        'GET /api/admin/reservations/export.csv',
        'GET /api/admin/stats',
        'GET /api/admin/violations',
        'POST /api/admin-logout',
        'POST /api/admin-operations',
        'POST /api/admin/reservations/:id/resend',
        'POST /api/admin/reservations/:id/verify',
      ]),
    );
  });

  describe('refuses every admin route with 401', () => {
    const now = () => Math.floor(Date.now() / 1000);

    it('without a token', async () => {
      expect(await answersFor(app.baseUrl, routes, {})).toEqual(refusedLines(routes));
    });

    it('with an expired token', async () => {
      const token = forgeToken({ ...(await claimsFor(app)), iat: now() - 7200, exp: now() - 60 });
      expect(await answersFor(app.baseUrl, routes, bearer(token))).toEqual(refusedLines(routes));
    });

    it('with a token signed by another key', async () => {
      const token = forgeToken(await claimsFor(app), { secret: randomBytes(32).toString('hex') });
      expect(await answersFor(app.baseUrl, routes, bearer(token))).toEqual(refusedLines(routes));
    });

    it('with an alg: none token', async () => {
      const token = forgeToken(await claimsFor(app), { alg: 'none' });
      expect(await answersFor(app.baseUrl, routes, bearer(token))).toEqual(refusedLines(routes));
    });

    it('with a token signed by the right key under another algorithm', async () => {
      const token = forgeToken(await claimsFor(app), { alg: 'HS512' });
      expect(await answersFor(app.baseUrl, routes, bearer(token))).toEqual(refusedLines(routes));
    });

    it('with a token for another audience', async () => {
      const token = forgeToken({ ...(await claimsFor(app)), aud: 'gameshift-public' });
      expect(await answersFor(app.baseUrl, routes, bearer(token))).toEqual(refusedLines(routes));
    });

    it('with only the session-storage flags the old portal trusted', async () => {
      const flags = {
        'x-admin-authenticated': 'true',
        'x-admin-session': 'true',
        'x-admin-email': ADMIN.email,
        cookie: `admin_authenticated=true; admin_session=true; admin_email=${ADMIN.email}`,
      };
      expect(await answersFor(app.baseUrl, routes, flags)).toEqual(refusedLines(routes));
    });

    it('with an x-admin-secret header while ADMIN_API_SECRET is unset', async () => {
      expect(await answersFor(app.baseUrl, routes, { 'x-admin-secret': 'anything' })).toEqual(refusedLines(routes));
    });
  });

  it('lets a valid token past the guard on every admin route', async () => {
    // Logging out revokes the token, so it goes last.
    const ordered = [...routes].sort((a, b) => Number(a.path === '/api/admin-logout') - Number(b.path === '/api/admin-logout'));
    const token = await signIn(app.baseUrl);
    const statuses: string[] = [];
    for (const { method, path } of ordered) {
      const res = await call(app.baseUrl, method, path, bearer(token), method === 'GET' ? undefined : {});
      statuses.push(`${method} ${path} -> ${res.status === 401 ? 'refused' : 'admitted'}`);
    }
    expect(statuses).toEqual(ordered.map(({ method, path }) => `${method} ${path} -> admitted`));
  });

  it('answers a successful sign-in with a bearer token and its lifetime', async () => {
    const res = await login(app.baseUrl, ADMIN.email, ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, token: expect.any(String), expiresIn: 8 * 3600, role: 'owner', mfaEnrolmentRequired: false });
  });

  it('issues an HS256 token naming the admin, issuer, audience and an expiry JWT_TTL ahead', async () => {
    const token = await signIn(app.baseUrl);
    const [header, payload] = token.split('.').map((part, i) => (i < 2 ? decodePart(part) : {}));
    const [admin] = await app.sql<{ id: string }>('SELECT id FROM admins WHERE email = $1', [ADMIN.email]);
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: admin.id, iss: 'gameshift', aud: 'gameshift-admin', ver: expect.any(Number) });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(8 * 3600);
  });

  it('signs in whatever the case of the email address', async () => {
    const res = await login(app.baseUrl, 'Admin@Example.COM', ADMIN.password);
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with 401 and the generic message', async () => {
    const email = await addAdmin(app);
    const res = await login(app.baseUrl, email, 'not-the-password');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: messages.invalidCredentials, code: 'invalid_credentials' });
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const known = await login(app.baseUrl, await addAdmin(app), 'not-the-password');
    const unknown = await login(app.baseUrl, uniqueEmail('nobody'), 'not-the-password');
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
  });

  it('refuses a body without an email and a password with 400', async () => {
    const res = await call(app.baseUrl, 'POST', '/api/admin-login', {}, { email: ADMIN.email });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'invalid_body', error: expect.any(String) });
  });

  it('takes about as long to refuse an unknown email as a known one', async () => {
    const known = await Promise.all(Array.from({ length: 6 }, () => addAdmin(app, 'timing')));
    const unknown = Array.from({ length: 6 }, () => uniqueEmail('timing'));
    // One of each first, so neither side pays for warming up.
    await login(app.baseUrl, known.pop()!, 'wrong-password');
    await login(app.baseUrl, unknown.pop()!, 'wrong-password');
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < known.length; i++) {
      const a = await login(app.baseUrl, known[i], 'wrong-password');
      const b = await login(app.baseUrl, unknown[i], 'wrong-password');
      expect([a.status, b.status]).toEqual([401, 401]);
      knownMs.push(a.ms);
      unknownMs.push(b.ms);
    }
    const [slower, faster] = [Math.max(median(knownMs), median(unknownMs)), Math.min(median(knownMs), median(unknownMs))];
    expect(slower / faster).toBeLessThan(2);
  });

  it('logs each sign-in attempt without the password, the email address masked', async () => {
    const password = `secret-${randomBytes(6).toString('hex')}`;
    const email = uniqueEmail('logged');
    await login(app.baseUrl, email, password);
    const masked = maskEmail(email);
    for (const deadline = Date.now() + 5000; !app.output().includes(masked) && Date.now() < deadline;) await sleep(20);
    expect(app.output()).toContain(masked);
    expect(app.output()).not.toContain(email);
    expect(app.output()).not.toContain(password);
  });

  it('revokes the token on logout', async () => {
    const token = await signIn(app.baseUrl);
    expect((await get(app.baseUrl, '/api/admin/stats', { headers: bearer(token) })).status).toBe(200);
    const logout = await call(app.baseUrl, 'POST', '/api/admin-logout', bearer(token));
    expect(logout.status).toBe(204);
    const after = await get(app.baseUrl, '/api/admin/stats', { headers: bearer(token) });
    expect({ status: after.status, body: after.body }).toEqual({ status: 401, body: AUTH_REQUIRED });
  });

  it('revokes every token the admin holds on logout, not only the one used', async () => {
    const [first, second] = [await signIn(app.baseUrl), await signIn(app.baseUrl)];
    await call(app.baseUrl, 'POST', '/api/admin-logout', bearer(first));
    expect((await get(app.baseUrl, '/api/admin/stats', { headers: bearer(second) })).status).toBe(401);
  });

  it('accepts a token issued after a logout', async () => {
    await call(app.baseUrl, 'POST', '/api/admin-logout', bearer(await signIn(app.baseUrl)));
    const fresh = await signIn(app.baseUrl);
    expect((await get(app.baseUrl, '/api/admin/stats', { headers: bearer(fresh) })).status).toBe(200);
  });

  it('records a sign-in and a logout in the audit trail', async () => {
    const token = await signIn(app.baseUrl);
    await call(app.baseUrl, 'POST', '/api/admin-logout', bearer(token));
    const [admin] = await app.sql<{ id: string }>('SELECT id FROM admins WHERE email = $1', [ADMIN.email]);
    const trail = await auditTrail(app.baseUrl, await signIn(app.baseUrl), 3);
    // Newest first: the sign-in just made, the logout, and the sign-in that logout ended.
    expect(trail.map(({ action, admin_id, admin_email, target }) => ({ action, admin_id, admin_email, target }))).toEqual([
      { action: 'admin.login', admin_id: admin.id, admin_email: ADMIN.email, target: null },
      { action: 'admin.logout', admin_id: admin.id, admin_email: ADMIN.email, target: null },
      { action: 'admin.login', admin_id: admin.id, admin_email: ADMIN.email, target: null },
    ]);
  });

  it('stores passwords as argon2id with 19 MiB of memory, two passes and one lane', async () => {
    await addAdmin(app);
    const rows = await app.sql<{ password_hash: string }>('SELECT password_hash FROM admins');
    expect(rows.length).toBeGreaterThan(1);
    for (const { password_hash } of rows) {
      const [, type, version, params, salt, hash] = password_hash.split('$');
      // PHC strings name each parameter, so their order carries no meaning.
      const named = Object.fromEntries(params.split(',').map((pair) => pair.split('=')));
      expect({ type, version, named }).toEqual({ type: 'argon2id', version: 'v=19', named: { m: '19456', t: '2', p: '1' } });
      expect(salt).toMatch(/^[A-Za-z0-9+/]{22}$/);
      expect(hash).toMatch(/^[A-Za-z0-9+/]{43}$/);
    }
  });
});

describe('admin sign-in limits', () => {
  const CEILING = 40;
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ ...ADMIN_ENV, TRUST_PROXY: '1', THROTTLE_LOGIN_LIMIT: '20', LOGIN_ACCOUNT_CEILING: String(CEILING) });
  });
  afterAll(async () => {
    await app.stop();
  });

  let address = 0;
  /** A client address no earlier call used. */
  function newAddress(): string {
    address += 1;
    return `203.0.113.${address}`;
  }
  function loginFrom(from: string, email: string, password: string) {
    return login(app.baseUrl, email, password, { 'x-forwarded-for': from });
  }

  /** Five failures cost the client one second on that account; the sixth doubles it. */
  const FIRST_DELAY_MS = 1000;

  async function failFiveTimes(from: string, email: string): Promise<void> {
    for (let i = 0; i < 5; i++) expect((await loginFrom(from, email, 'wrong-password')).status).toBe(401);
  }

  it('delays a client after five failures on an account', async () => {
    const email = await addAdmin(app, 'delayed');
    const guesser = newAddress();
    await failFiveTimes(guesser, email);
    const res = await loginFrom(guesser, email, ADMIN.password);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.body).toEqual({ code: 'rate_limited', error: messages.tooManyAttempts(1), resetTime: 1 });
  });

  it('lets that client in with the right password once the delay has passed', async () => {
    const email = await addAdmin(app, 'waited');
    const guesser = newAddress();
    await failFiveTimes(guesser, email);
    await sleep(FIRST_DELAY_MS + 100);
    expect((await loginFrom(guesser, email, ADMIN.password)).status).toBe(200);
  });

  it('doubles the delay with each further failure of that client', async () => {
    const email = await addAdmin(app, 'doubled');
    const guesser = newAddress();
    await failFiveTimes(guesser, email);
    await sleep(FIRST_DELAY_MS + 100);
    expect((await loginFrom(guesser, email, 'wrong-password')).status).toBe(401);
    expect((await loginFrom(guesser, email, ADMIN.password)).headers.get('retry-after')).toBe('2');
  });

  it('delays an unknown email address just as a known one', async () => {
    const email = uniqueEmail('ghost');
    const guesser = newAddress();
    await failFiveTimes(guesser, email);
    const res = await loginFrom(guesser, email, 'wrong-password');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
  });

  it('counts parallel guesses before checking them: ten at once from one client get five password checks', async () => {
    const email = await addAdmin(app, 'parallel');
    const guesser = newAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, () => loginFrom(guesser, email, 'wrong-password')));
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 5 });
  });

  it('never locks the owner out: 48 wrong passwords from 6 other addresses leave a fresh address its sign-in at once', async () => {
    const email = await addAdmin(app, 'victim');
    for (let c = 0; c < 6; c++) {
      const guesser = newAddress();
      for (let i = 0; i < 8; i++) expect([401, 429]).toContain((await loginFrom(guesser, email, 'wrong-password')).status);
    }
    const res = await loginFrom(newAddress(), email, ADMIN.password);
    expect(res.status).toBe(200);
  });

  it('slows every attempt on an account past its ceiling of failures from all clients, without refusing the right password', async () => {
    const email = await addAdmin(app, 'ceiling');
    for (let i = 0; i < CEILING; i++) expect((await loginFrom(newAddress(), email, 'wrong-password')).status).toBe(401);
    const res = await loginFrom(newAddress(), email, ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.ms).toBeGreaterThanOrEqual(1000);
  });

  it('leaves other accounts alone while a client is delayed on one', async () => {
    const guesser = newAddress();
    await failFiveTimes(guesser, await addAdmin(app, 'other'));
    expect((await loginFrom(guesser, ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('limits sign-in attempts per client address per minute', async () => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await loginFrom(from, uniqueEmail('burst'), 'wrong-password')).status);
    expect(statuses).toEqual([...Array<number>(20).fill(401), 429]);
  });
});

describe('admin reservations list', () => {
  const TOTAL = 1000;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp(ADMIN_ENV);
    await seedReservations(app, 'lst', TOTAL);
    await app.sql(
      `INSERT INTO security_violations (ip_address, user_agent, violation_type, violation_data, created_at)
       SELECT '192.0.2.' || n, 'bot/' || n, 'honeypot', jsonb_build_object('website', 'spam' || n), now() - n * interval '1 minute'
         FROM generate_series(1, 30) AS n`,
    );
    token = await signIn(app.baseUrl);
  });
  afterAll(async () => {
    await app.stop();
  });

  function list(params: Parameters<typeof listQuery>[0], resource = 'reservations') {
    return get<AdminReservation[]>(app.baseUrl, `/api/admin/${resource}?${listQuery(params)}`, { headers: bearer(token) });
  }

  async function idsInSqlOrder(orderBy: string, limit = TOTAL): Promise<string[]> {
    const rows = await app.sql<{ id: string }>(`SELECT id FROM reservations ORDER BY ${orderBy} LIMIT ${limit}`);
    return rows.map((r) => r.id);
  }

  it('answers the first 25, newest first, with the total in Content-Range', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe(`reservations 0-24/${TOTAL}`);
    expect(res.body.map((r) => r.id)).toEqual(await idsInSqlOrder('created_at DESC, id DESC', 25));
  });

  it('answers the rows a range asks for and names them in Content-Range', async () => {
    const res = await list({ sort: ['created_at', 'DESC'], range: [50, 59] });
    expect(res.headers.get('content-range')).toBe(`reservations 50-59/${TOTAL}`);
    expect(res.body.map((r) => r.id)).toEqual((await idsInSqlOrder('created_at DESC, id DESC')).slice(50, 60));
  });

  it('answers a short last page and an empty page past the end', async () => {
    const last = await list({ range: [990, 1009] });
    expect(last.body).toHaveLength(10);
    expect(last.headers.get('content-range')).toBe(`reservations 990-999/${TOTAL}`);
    const past = await list({ range: [1000, 1009] });
    expect(past.body).toEqual([]);
    expect(past.headers.get('content-range')).toBe(`reservations */${TOTAL}`);
  });

  it('pages through every reservation exactly once', async () => {
    const pages = await Promise.all(Array.from({ length: 10 }, (_, i) => list({ range: [i * 100, i * 100 + 99] })));
    const ids = pages.flatMap((page) => page.body.map((r) => r.id));
    expect(ids).toEqual(await idsInSqlOrder('created_at DESC, id DESC'));
  });

  it.each(['created_at', 'email', 'gameshift_id', 'verified_at', 'is_verified', 'is_reserved'])('sorts by %s both ways', async (field) => {
    for (const order of ['ASC', 'DESC'] as const) {
      const res = await list({ sort: [field, order], range: [0, 99] });
      expect({ order, ids: res.body.map((r) => r.id) }).toEqual({ order, ids: await idsInSqlOrder(`${field} ${order}, id ${order}`, 100) });
    }
  });

  it('refuses to sort by a column that is not offered', async () => {
    const res = await list({ sort: ['verification_token_hash', 'ASC'] });
    expect(res.status).toBe(400);
  });

  it('refuses a range of more than 1,000 rows', async () => {
    const res = await list({ range: [0, 1000] });
    expect(res.status).toBe(400);
  });

  it('searches emails case-insensitively by any part', async () => {
    const res = await list({ filter: { q: 'LST0012' }, range: [0, 99] });
    expect(res.headers.get('content-range')).toBe('reservations 0-9/10');
    expect(res.body.map((r) => r.email).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `lst0012${i}@example.com`));
  });

  it('searches handles too', async () => {
    await seedReservation(app, { email: uniqueEmail('other'), handle: 'zqhandlezq', state: 'pending' });
    const res = await list({ filter: { q: 'HandleZ' } });
    expect(res.body.map((r) => r.gameshift_id)).toEqual(['zqhandlezq']);
    await app.sql("DELETE FROM reservations WHERE gameshift_id = 'zqhandlezq'");
  });

  it('pages search results with their own total', async () => {
    const res = await list({ filter: { q: 'lst005' }, range: [0, 24] });
    expect(res.headers.get('content-range')).toBe('reservations 0-24/100');
    expect(res.body.every((r) => r.email.startsWith('lst005'))).toBe(true);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    const res = await list({ filter: { q: '%' } });
    expect(res.body).toEqual([]);
    expect(res.headers.get('content-range')).toBe('reservations */0');
  });

  it.each([
    ['verified', 250],
    ['pending', 500],
    ['expired', 250],
  ])('filters by status %s', async (status, count) => {
    const res = await list({ filter: { status }, range: [0, 999] });
    expect(res.headers.get('content-range')).toBe(`reservations 0-${count - 1}/${count}`);
    expect(new Set(res.body.map((r) => r.status))).toEqual(new Set([status]));
  });

  it('combines a search with a status filter', async () => {
    const res = await list({ filter: { q: 'lst0001', status: 'verified' }, range: [0, 99] });
    // lst00010 .. lst00019 and lst00100 .. lst00199 hold "lst0001"; every fourth is verified.
    expect(res.body.map((r) => r.email).sort()).toEqual(['lst00012@example.com', 'lst00016@example.com']);
  });

  it('refuses an unknown status', async () => {
    const res = await list({ filter: { status: 'everything' } });
    expect(res.status).toBe(400);
  });

  it('answers one reservation by id', async () => {
    const [row] = await app.sql<{ id: string; email: string }>("SELECT id, email FROM reservations WHERE email = 'lst00004@example.com'");
    const res = await get<AdminReservation>(app.baseUrl, `/api/admin/reservations/${row.id}`, { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: row.id, email: row.email, gameshift_id: 'lst00004', is_verified: true, status: 'verified' });
  });

  it('answers 404 for an unknown reservation id', async () => {
    const res = await get(app.baseUrl, `/api/admin/reservations/${randomUUID()}`, { headers: bearer(token) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', error: messages.reservationNotFound });
  });

  it('counts reservations by state in the stats', async () => {
    const res = await get<Record<string, unknown>>(app.baseUrl, '/api/admin/stats', { headers: bearer(token) });
    const [today] = await app.sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM reservations WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'",
    );
    expect(res.body).toMatchObject({ total: TOTAL, verified: 250, pending: 750, reserved: 250, violations: 30, todaySignups: today.n });
  });

  it('reports sign-ups and verifications for each of the last 30 days', async () => {
    const res = await get<{ daily: Array<{ date: string; signups: number; verifications: number }> }>(app.baseUrl, '/api/admin/stats', {
      headers: bearer(token),
    });
    const expected = await app.sql<{ date: string; signups: number; verifications: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date,
              (SELECT count(*)::int FROM reservations WHERE (created_at AT TIME ZONE 'UTC')::date = day) AS signups,
              (SELECT count(*)::int FROM reservations WHERE (verified_at AT TIME ZONE 'UTC')::date = day) AS verifications
         FROM generate_series((now() AT TIME ZONE 'UTC')::date - 29, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS day`,
    );
    expect(res.body.daily).toEqual(expected);
    expect(res.body.daily.reduce((sum, d) => sum + d.signups, 0)).toBe(TOTAL);
  });

  it('lists violations newest first with Content-Range', async () => {
    const res = await list({ sort: ['created_at', 'DESC'], range: [0, 19] }, 'violations');
    expect(res.headers.get('content-range')).toBe('violations 0-19/30');
    const ips = (res.body as unknown as Array<{ ip_address: string }>).map((v) => v.ip_address);
    expect(ips).toEqual(Array.from({ length: 20 }, (_, i) => `192.0.2.${i + 1}`));
  });
});

describe('admin reservation actions', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let token: string;
  let adminId: string;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({ ...ADMIN_ENV, SMTP_URL: sink.url, PUBLIC_URL });
    token = await signIn(app.baseUrl);
    [{ id: adminId }] = await app.sql<{ id: string }>('SELECT id FROM admins WHERE email = $1', [ADMIN.email]);
  });
  afterAll(async () => {
    await app.stop();
    await sink.down();
  });

  function act(method: string, path: string, body?: unknown) {
    return call<Record<string, unknown>>(app.baseUrl, method, path, bearer(token), body);
  }

  function pending(): Promise<string> {
    return seedReservation(app, { email: uniqueEmail(), handle: uniqueHandle(), state: 'pending' });
  }

  async function row(id: string) {
    const [found] = await app.sql<{
      is_verified: boolean;
      is_reserved: boolean;
      verified_at: Date | null;
      sent_count: number;
      links: number;
    }>(
      `SELECT is_verified, is_reserved, verified_at, sent_count,
              (SELECT count(*)::int FROM verification_links WHERE reservation_id = r.id) AS links
         FROM reservations r WHERE id = $1`,
      [id],
    );
    return found;
  }

  async function auditFor(id: string) {
    return (await auditTrail(app.baseUrl, token)).filter((entry) => entry.target === id);
  }

  it('verifies a pending reservation by hand and answers the updated row', async () => {
    const id = await pending();
    const res = await act('POST', `/api/admin/reservations/${id}/verify`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, is_verified: true, is_reserved: true, status: 'verified', verified_at: expect.any(String) });
    expect(await row(id)).toMatchObject({ is_verified: true, is_reserved: true, verified_at: expect.any(Date) });
  });

  it('verifies a reservation whose link has lapsed', async () => {
    const id = await seedReservation(app, { email: uniqueEmail(), handle: uniqueHandle(), state: 'expired' });
    expect((await act('POST', `/api/admin/reservations/${id}/verify`)).status).toBe(200);
  });

  it('refuses to verify a reservation twice', async () => {
    const id = await seedReservation(app, { email: uniqueEmail(), handle: uniqueHandle(), state: 'verified' });
    const res = await act('POST', `/api/admin/reservations/${id}/verify`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'already_verified', error: 'This reservation is already verified.' });
  });

  it('refuses to verify a second owner of a handle another reservation holds', async () => {
    const handle = uniqueHandle();
    const lapsed = await seedReservation(app, { email: uniqueEmail(), handle, state: 'expired' });
    await seedReservation(app, { email: uniqueEmail(), handle, state: 'verified' });
    const res = await act('POST', `/api/admin/reservations/${lapsed}/verify`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'handle_taken', error: messages.handleTaken, field: 'gameshift_id' });
    expect(await row(lapsed)).toMatchObject({ is_verified: false, verified_at: null });
  });

  it('answers 404 when verifying an unknown reservation', async () => {
    expect((await act('POST', `/api/admin/reservations/${randomUUID()}/verify`)).status).toBe(404);
  });

  it("resends a fresh verification link to an unverified reservation, counted like a visitor's resend", async () => {
    const email = uniqueEmail('resend');
    const id = await seedReservation(app, { email, handle: uniqueHandle(), state: 'pending' });
    const before = await row(id);
    const res = await act('POST', `/api/admin/reservations/${id}/resend`);
    expect(res.status).toBe(200);
    const [mail] = await waitForMailTo(sink, email);
    expect(mail.text).toContain(`${PUBLIC_URL}/verify/`);
    expect(await row(id)).toMatchObject({ sent_count: before.sent_count + 1, links: before.links + 1 });
  });

  it('refuses to resend for a verified reservation', async () => {
    const id = await seedReservation(app, { email: uniqueEmail(), handle: uniqueHandle(), state: 'verified' });
    const res = await act('POST', `/api/admin/reservations/${id}/resend`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'already_verified', error: 'This reservation is already verified.' });
  });

  it('answers 404 when resending for an unknown reservation', async () => {
    expect((await act('POST', `/api/admin/reservations/${randomUUID()}/resend`)).status).toBe(404);
  });

  it('deletes a reservation and answers the deleted row', async () => {
    const id = await pending();
    const res = await act('DELETE', `/api/admin/reservations/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id });
    expect(await row(id)).toBeUndefined();
  });

  it('answers 404 when deleting a reservation that is gone', async () => {
    const id = await pending();
    await act('DELETE', `/api/admin/reservations/${id}`);
    expect((await act('DELETE', `/api/admin/reservations/${id}`)).status).toBe(404);
  });

  it.each([
    ['verify', 'POST', '/verify', 'reservation.verify'],
    ['resend', 'POST', '/resend', 'reservation.resend'],
    ['delete', 'DELETE', '', 'reservation.delete'],
  ])('records who did a %s, to which reservation, in the audit trail', async (_name, method, suffix, action) => {
    const id = await pending();
    expect((await act(method, `/api/admin/reservations/${id}${suffix}`)).status).toBe(200);
    expect(await auditFor(id)).toEqual([
      {
        id: expect.any(String),
        admin_id: adminId,
        admin_email: ADMIN.email,
        action,
        target: id,
        details: expect.objectContaining({ gameshift_id: expect.any(String) }),
        created_at: expect.any(String),
      },
    ]);
  });

  it('records nothing for an action that was refused', async () => {
    const id = await seedReservation(app, { email: uniqueEmail(), handle: uniqueHandle(), state: 'verified' });
    await act('POST', `/api/admin/reservations/${id}/verify`);
    expect(await auditFor(id)).toEqual([]);
  });

  describe('POST /api/admin-operations for older clients', () => {
    it('verifies with MANUAL_VERIFY', async () => {
      const id = await pending();
      const res = await act('POST', '/api/admin-operations', { operation: 'MANUAL_VERIFY', data: { reservationId: id } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await row(id)).toMatchObject({ is_verified: true, is_reserved: true });
    });

    it('resends with RESEND_VERIFICATION', async () => {
      const email = uniqueEmail('legacy');
      const id = await seedReservation(app, { email, handle: uniqueHandle(), state: 'pending' });
      const res = await act('POST', '/api/admin-operations', { operation: 'RESEND_VERIFICATION', data: { reservationId: id } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await waitForMailTo(sink, email)).toHaveLength(1);
    });

    it('deletes with DELETE_RESERVATION', async () => {
      const id = await pending();
      const res = await act('POST', '/api/admin-operations', { operation: 'DELETE_RESERVATION', data: { reservationId: id } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await row(id)).toBeUndefined();
    });

    it('answers the same refusals as the REST routes', async () => {
      const handle = uniqueHandle();
      const lapsed = await seedReservation(app, { email: uniqueEmail(), handle, state: 'expired' });
      await seedReservation(app, { email: uniqueEmail(), handle, state: 'verified' });
      const res = await act('POST', '/api/admin-operations', { operation: 'MANUAL_VERIFY', data: { reservationId: lapsed } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'handle_taken', error: messages.handleTaken, field: 'gameshift_id' });
    });

    it('answers 404 for an unknown reservation', async () => {
      const res = await act('POST', '/api/admin-operations', { operation: 'DELETE_RESERVATION', data: { reservationId: randomUUID() } });
      expect(res.status).toBe(404);
    });

    it('refuses an unknown operation with 400', async () => {
      const res = await act('POST', '/api/admin-operations', { operation: 'DROP_TABLE', data: { reservationId: await pending() } });
      expect(res.status).toBe(400);
    });
  });
});

describe('admin CSV export', () => {
  const TOTAL = 10_000;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp(ADMIN_ENV);
    await seedReservations(app, 'csv', TOTAL);
    token = await signIn(app.baseUrl);
  });
  afterAll(async () => {
    await app.stop();
  });

  it('streams every reservation, one line each, with the app using no more memory as it goes', async () => {
    const before = await residentMemoryBytes(app.baseUrl);
    const res = await fetch(`${app.baseUrl}/api/admin/reservations/export.csv`, { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="reservations.csv"');
    // Streamed, not built whole first: no length known up front.
    expect(res.headers.get('content-length')).toBeNull();

    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const samples = [before];
    let lines = 0;
    let chunks = 0;
    let header = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      if (!header) header = text.slice(0, text.indexOf('\r\n'));
      lines += text.split('\n').length - 1;
      chunks += 1;
      if (chunks % 20 === 1) samples.push(await residentMemoryBytes(app.baseUrl));
    }
    samples.push(await residentMemoryBytes(app.baseUrl));

    expect(header).toBe('id,email,gameshift_id,status,is_verified,is_reserved,verified_at,reserved_at,created_at,source');
    expect(lines).toBe(TOTAL + 1);
    expect(Math.max(...samples) - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('writes each reservation with its status', async () => {
    const text = await fetch(`${app.baseUrl}/api/admin/reservations/export.csv`, { headers: bearer(token) }).then((r) => r.text());
    const line = text.split('\r\n').find((l) => l.includes(',csv00004@example.com,'));
    expect(line).toMatch(/^[0-9a-f-]{36},csv00004@example\.com,csv00004,verified,true,true,\d{4}-.+Z,\d{4}-.+Z,\d{4}-.+Z,$/);
  });

  async function exported(filter: Record<string, unknown>): Promise<{ status: number; lines: string[] }> {
    const res = await fetch(`${app.baseUrl}/api/admin/reservations/export.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`, {
      headers: bearer(token),
    });
    return { status: res.status, lines: (await res.text()).split('\r\n').filter(Boolean) };
  }

  it('exports only what the list shows under its search: a filter showing 1 row exports 1', async () => {
    const { status, lines } = await exported({ q: 'csv00004' });
    expect(status).toBe(200);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',csv00004@example.com,csv00004,');
  });

  it('exports under the status and column filters of the list', async () => {
    expect((await exported({ status: 'verified' })).lines).toHaveLength(TOTAL / 4 + 1);
    expect((await exported({ status: 'verified', q: 'csv0000' })).lines.slice(1).map((line) => line.split(',')[2])).toEqual([
      'csv00008',
      'csv00004',
    ]);
  });

  it("writes each reservation's source", async () => {
    await app.sql("UPDATE reservations SET source = 'newsletter' WHERE gameshift_id = 'csv00007'");
    const { lines } = await exported({ source: 'newsletter' });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,csv00007,.*,newsletter$/);
  });

  it('refuses a filter the list does not offer with 400, exporting nothing', async () => {
    const res = await fetch(`${app.baseUrl}/api/admin/reservations/export.csv?filter=${encodeURIComponent('{"password":"x"}')}`, {
      headers: bearer(token),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  });

  it('records the export in the audit trail', async () => {
    await fetch(`${app.baseUrl}/api/admin/reservations/export.csv`, { headers: bearer(token) }).then((r) => r.text());
    const [latest] = await auditTrail(app.baseUrl, token, 1);
    expect(latest).toMatchObject({ action: 'reservations.export', admin_email: ADMIN.email, target: null });
  });
});

describe('the legacy x-admin-secret header when ADMIN_API_SECRET is set', () => {
  const SECRET = `legacy-${randomBytes(16).toString('hex')}`;
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ ...ADMIN_ENV, ADMIN_API_SECRET: SECRET });
  });
  afterAll(async () => {
    await app.stop();
  });

  it('opens the admin API with the right secret', async () => {
    const res = await get(app.baseUrl, '/api/admin/stats', { headers: { 'x-admin-secret': SECRET } });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong secret with 401', async () => {
    const res = await get(app.baseUrl, '/api/admin/stats', { headers: { 'x-admin-secret': `${SECRET}x` } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: AUTH_REQUIRED });
  });

  it('runs a legacy operation and records it under the secret', async () => {
    const id = await seedReservation(app, { email: uniqueEmail(), handle: uniqueHandle(), state: 'pending' });
    const res = await call(
      app.baseUrl,
      'POST',
      '/api/admin-operations',
      { 'x-admin-secret': SECRET },
      {
        operation: 'MANUAL_VERIFY',
        data: { reservationId: id },
      },
    );
    expect(res.status).toBe(200);
    const [entry] = await app.sql<{ admin_id: string | null; action: string }>(
      'SELECT admin_id, action FROM admin_audit WHERE target = $1',
      [id],
    );
    expect(entry).toEqual({ admin_id: null, action: 'reservation.verify' });
  });
});
