import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Answer, get, postJson } from './api';
import { AppHandle } from './test-app';

/** The first admin, created at boot from the environment. */
export const ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery-staple' } as const;

/** The JWT_SECRET startTestApp gives every app, so a test can sign tokens the app would accept. */
export const TEST_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';

/** What a test app needs to have an admin and to leave every limit out of the way. */
export const ADMIN_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  THROTTLE_DEFAULT_LIMIT: '100000',
  THROTTLE_RESERVE_LIMIT: '100000',
  THROTTLE_LOGIN_LIMIT: '100000',
} as const;

export const AUTH_REQUIRED = { error: 'Authentication required.', code: 'authentication_required' };

export type LoginAnswer = Answer<{ success: boolean; token?: string; expiresIn?: number; error?: string; resetTime?: number }>;

export function login(baseUrl: string, email: string, password: string, headers: Record<string, string> = {}): Promise<LoginAnswer> {
  return postJson(baseUrl, '/api/admin-login', { email, password }, headers);
}

/** A fresh token for the admin; anything but a 200 fails the test at once with the answer. */
export async function signIn(baseUrl: string, email: string = ADMIN.email, password: string = ADMIN.password): Promise<string> {
  const res = await login(baseUrl, email, password);
  if (res.status !== 200 || typeof res.body.token !== 'string') throw new Error(`admin-login answered ${res.status}: ${res.text}`);
  return res.body.token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A request to an admin route with the given headers, and a JSON body when one is given. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer<T>> {
  if (method === 'GET') return get<T>(baseUrl, path, { headers });
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: parseBody(text) as T, text, ms: performance.now() - started };
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A list request in react-admin's simple REST dialect. */
export function listQuery(params: { sort?: [string, 'ASC' | 'DESC']; range?: [number, number]; filter?: Record<string, unknown> }): string {
  const query = new URLSearchParams();
  if (params.sort) query.set('sort', JSON.stringify(params.sort));
  if (params.range) query.set('range', JSON.stringify(params.range));
  if (params.filter) query.set('filter', JSON.stringify(params.filter));
  return query.toString();
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * A JWT built by hand, so a test can make the tokens the app must refuse: expired, signed with
 * another key, signed with another algorithm, or not signed at all.
 */
export function forgeToken(
  payload: Record<string, unknown>,
  { secret = TEST_JWT_SECRET, alg = 'HS256' }: { secret?: string; alg?: 'HS256' | 'HS512' | 'none' } = {},
): string {
  const signingInput = `${base64url({ alg, typ: 'JWT' })}.${base64url(payload)}`;
  if (alg === 'none') return `${signingInput}.`;
  const hash = alg === 'HS256' ? 'sha256' : 'sha512';
  return `${signingInput}.${createHmac(hash, secret).update(signingInput).digest('base64url')}`;
}

/** The claims the app puts in a token for the given admin, valid for an hour from now. */
export async function claimsFor(app: AppHandle, email: string = ADMIN.email): Promise<Record<string, unknown>> {
  const [admin] = await app.sql<{ id: string; token_version: number }>('SELECT id, token_version FROM admins WHERE email = $1', [email]);
  if (!admin) throw new Error(`no admin ${email}`);
  const now = Math.floor(Date.now() / 1000);
  return { sub: admin.id, email, ver: admin.token_version, iss: 'gameshift', aud: 'gameshift-admin', iat: now, exp: now + 3600 };
}

/** A second admin with the first one's password, for tests that need an account of their own. */
export async function addAdmin(app: AppHandle, label = 'ops'): Promise<string> {
  const email = `${label}_${randomBytes(4).toString('hex')}@example.com`;
  await app.sql('INSERT INTO admins (email, password_hash) SELECT $1, password_hash FROM admins WHERE email = $2', [email, ADMIN.email]);
  return email;
}

export interface AdminRoute {
  method: string;
  /** The path with every parameter filled in. */
  path: string;
  /** The path as the API document names it, parameters in braces. */
  template: string;
}

/**
 * Every route that needs an admin, read from the app's OpenAPI document so a route added later is
 * covered without editing the test: the paths under /api/admin/, and the two older endpoints.
 */
export async function adminRoutes(baseUrl: string): Promise<AdminRoute[]> {
  const doc = await get<{ paths: Record<string, Record<string, unknown>> }>(baseUrl, '/api/docs/openapi.json');
  if (doc.status !== 200) throw new Error(`openapi.json answered ${doc.status}`);
  const routes: AdminRoute[] = [];
  for (const [path, operations] of Object.entries(doc.body.paths)) {
    if (!path.startsWith('/api/admin/') && path !== '/api/admin-operations' && path !== '/api/admin-logout') continue;
    for (const method of Object.keys(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      routes.push({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, () => randomUUID()), template: path });
    }
  }
  return routes;
}

export type SeedState = 'pending' | 'expired' | 'verified';

/**
 * Seeds `count` reservations in one statement, numbered 1..count: email `{prefix}{n}@example.com`
 * and handle `{prefix}{n}` with n zero-padded to five digits, created 30 s apart going back from
 * now. Every fourth (n % 4 = 0) is verified a minute after it was made; every n % 4 = 1 was made
 * two days earlier and has lapsed; the rest are pending.
 */
export async function seedReservations(app: AppHandle, prefix: string, count: number): Promise<void> {
  await app.sql(
    `INSERT INTO reservations (email, email_canonical, gameshift_id,
       claim_from, claim_until, hold_until, is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count, created_at)
     SELECT email, email, handle,
            CASE WHEN verified THEN created + interval '1 minute' ELSE created END,
            CASE WHEN verified THEN 'infinity' ELSE created + interval '24 hours' END,
            CASE WHEN verified THEN 'infinity' ELSE created + interval '24 hours' END,
            verified, verified,
            CASE WHEN verified THEN created + interval '1 minute' END,
            CASE WHEN verified THEN created + interval '1 minute' END,
            created, 1, created
       FROM (SELECT n,
                    $1 || lpad(n::text, 5, '0') || '@example.com' AS email,
                    $1 || lpad(n::text, 5, '0') AS handle,
                    n % 4 = 0 AS verified,
                    now() - n * interval '30 seconds' - CASE WHEN n % 4 = 1 THEN interval '2 days' ELSE interval '0' END AS created
               FROM generate_series(1, $2::int) AS n) AS seed`,
    [prefix, count],
  );
}

/** One reservation in the given state; returns its id. */
export async function seedReservation(
  app: AppHandle,
  { email, handle, state, createdAgo = '0 seconds' }: { email: string; handle: string; state: SeedState; createdAgo?: string },
): Promise<string> {
  const created = `now() - $3::interval - ${state === 'expired' ? "interval '25 hours'" : "interval '0'"}`;
  const verified = state === 'verified';
  const [row] = await app.sql<{ id: string }>(
    `INSERT INTO reservations (email, email_canonical, gameshift_id,
       claim_from, claim_until, hold_until, is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count, created_at)
     VALUES ($1, $1, $2,
       ${verified ? 'now()' : created}, ${verified ? "'infinity'" : `${created} + interval '24 hours'`},
       ${verified ? "'infinity'" : `${created} + interval '24 hours'`},
       $4, $4, ${verified ? 'now()' : 'NULL'}, ${verified ? 'now()' : 'NULL'}, ${created}, 1, ${created})
     RETURNING id`,
    [email.toLowerCase(), handle, createdAgo, verified],
  );
  return row.id;
}

export interface AuditRow {
  id: string;
  admin_id: string | null;
  admin_email: string;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

/** The newest audit rows, read through the API as the portal reads them. */
export async function auditTrail(baseUrl: string, token: string, rows = 50): Promise<AuditRow[]> {
  const res = await get<AuditRow[]>(baseUrl, `/api/admin/audit?${listQuery({ sort: ['created_at', 'DESC'], range: [0, rows - 1] })}`, {
    headers: bearer(token),
  });
  if (res.status !== 200) throw new Error(`audit answered ${res.status}: ${res.text}`);
  return res.body;
}

/** The app's resident memory from its own Prometheus metrics. */
export async function residentMemoryBytes(baseUrl: string): Promise<number> {
  const text = await fetch(`${baseUrl}/metrics`).then((r) => r.text());
  const match = /^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+?\d+)?)$/m.exec(text);
  if (!match) throw new Error('process_resident_memory_bytes is missing from /metrics');
  return Number(match[1]);
}
