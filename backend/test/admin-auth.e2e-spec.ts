import { maskEmail } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { get, messages, sleep, tally } from './support/api';
import {
  ADMIN,
  addAdmin,
  adminRoutes,
  AdminRoute,
  auditEntries,
  AUTH_REQUIRED,
  bearer,
  call,
  claimsFor,
  forgeToken,
  login,
  seedReservation,
  signIn,
} from './support/admin';
import { uniqueEmail, uniqueHandle } from './support/reservations';
import { sharedApp, SharedApp } from './support/shared-app';
import { ACCOUNT_CEILING as CEILING, LEGACY_ADMIN_SECRET as SECRET, SIGN_IN_LIMIT } from './support/shared-configurations';

/*
 * Who gets into the admin API. Signing in, the tokens and signing out are tried on the run's shared
 * app, signing out only admins of this file's own; the sign-in limits and the legacy secret need
 * settings of their own, which the run's `limited` app has (the secret never signs in). That app
 * also times the refusals, away from the many sign-ins of the files on the default one.
 */

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

/** The app of the sign-in limits and the legacy secret. */
function limitedApp(): Promise<SharedApp> {
  return sharedApp('limited');
}

describe('admin authentication', () => {
  let app: SharedApp;
  let routes: AdminRoute[];

  beforeAll(async () => {
    app = await sharedApp();
    routes = await adminRoutes(app.baseUrl);
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
    // Logging out revokes the token, so it goes last; an owner of its own, so no other file's token goes with it.
    const ordered = [...routes].sort((a, b) => Number(a.path === '/api/admin-logout') - Number(b.path === '/api/admin-logout'));
    const token = await signIn(app.baseUrl, await addAdmin(app, 'guard'));
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
    // Timed on the `limited` app: the many sign-ins of the files on the default one would weigh on either side at random.
    const app = await limitedApp();
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
    // The fastest of each side is what its work costs when nothing else on the machine gets in the
    // way; without the stand-in hash an unknown email is refused many times faster.
    const [slower, faster] = [Math.max(Math.min(...knownMs), Math.min(...unknownMs)), Math.min(...knownMs, ...unknownMs)];
    expect(slower / faster).toBeLessThan(2);
  });

  it('logs each sign-in attempt without the password, the email address masked', async () => {
    const password = `secret-${randomBytes(6).toString('hex')}`;
    const email = uniqueEmail('logged');
    await login(app.baseUrl, email, password);
    const masked = maskEmail(email);
    for (const deadline = Date.now() + 5000; !(await app.output()).includes(masked) && Date.now() < deadline;) await sleep(20);
    const output = await app.output();
    expect(output).toContain(masked);
    expect(output).not.toContain(email);
    expect(output).not.toContain(password);
  });

  // Signing out ends every session of the admin: the tests of it sign out admins of their own.
  it('revokes the token on logout', async () => {
    const token = await signIn(app.baseUrl, await addAdmin(app, 'logout'));
    expect((await get(app.baseUrl, '/api/admin/stats', { headers: bearer(token) })).status).toBe(200);
    const logout = await call(app.baseUrl, 'POST', '/api/admin-logout', bearer(token));
    expect(logout.status).toBe(204);
    const after = await get(app.baseUrl, '/api/admin/stats', { headers: bearer(token) });
    expect({ status: after.status, body: after.body }).toEqual({ status: 401, body: AUTH_REQUIRED });
  });

  it('revokes every token the admin holds on logout, not only the one used', async () => {
    const email = await addAdmin(app, 'logout');
    const [first, second] = [await signIn(app.baseUrl, email), await signIn(app.baseUrl, email)];
    await call(app.baseUrl, 'POST', '/api/admin-logout', bearer(first));
    expect((await get(app.baseUrl, '/api/admin/stats', { headers: bearer(second) })).status).toBe(401);
  });

  it('accepts a token issued after a logout', async () => {
    const email = await addAdmin(app, 'logout');
    await call(app.baseUrl, 'POST', '/api/admin-logout', bearer(await signIn(app.baseUrl, email)));
    const fresh = await signIn(app.baseUrl, email);
    expect((await get(app.baseUrl, '/api/admin/stats', { headers: bearer(fresh) })).status).toBe(200);
  });

  it('records a sign-in and a logout in the audit trail', async () => {
    const email = await addAdmin(app, 'audited');
    const token = await signIn(app.baseUrl, email);
    await call(app.baseUrl, 'POST', '/api/admin-logout', bearer(token));
    const [admin] = await app.sql<{ id: string }>('SELECT id FROM admins WHERE email = $1', [email]);
    const trail = await auditEntries(app.baseUrl, await signIn(app.baseUrl, email), { admin_id: admin.id }, 3);
    // Newest first: the sign-in just made, the logout, and the sign-in that logout ended.
    expect(trail.map(({ action, admin_id, admin_email, target }) => ({ action, admin_id, admin_email, target }))).toEqual([
      { action: 'admin.login', admin_id: admin.id, admin_email: email, target: null },
      { action: 'admin.logout', admin_id: admin.id, admin_email: email, target: null },
      { action: 'admin.login', admin_id: admin.id, admin_email: email, target: null },
    ]);
  });

  it('stores passwords as argon2id with 19 MiB of memory, two passes and one lane', async () => {
    // The first admin's, made at boot, and one added beside it: other files' admins are theirs to check.
    const added = await addAdmin(app);
    const rows = await app.sql<{ password_hash: string }>('SELECT password_hash FROM admins WHERE email = ANY($1)', [[ADMIN.email, added]]);
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
  let app: SharedApp;

  beforeAll(async () => {
    app = await limitedApp();
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
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) statuses.push((await loginFrom(from, uniqueEmail('burst'), 'wrong-password')).status);
    expect(statuses).toEqual([...Array<number>(SIGN_IN_LIMIT).fill(401), 429]);
  });
});

describe('the legacy x-admin-secret header when ADMIN_API_SECRET is set', () => {
  let app: SharedApp;

  beforeAll(async () => {
    app = await limitedApp();
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
