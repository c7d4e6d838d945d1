import { type AdminReservation, type ConfirmationFunnel } from '@gameshift/contracts';
import { randomUUID } from 'node:crypto';
import { get, messages } from './support/api';
import {
  ADMIN,
  ADMIN_ENV,
  addAdmin,
  auditTrail,
  bearer,
  call,
  listQuery,
  residentMemoryBytes,
  seedReservation,
  seedReservations,
  signIn,
} from './support/admin';
import { uniqueEmail } from './support/reservations';
import { startTestApp, TestApp } from './support/test-app';

/*
 * What the portal answers about a whole table: the reservations list's totals and pages, the
 * stats, the confirmation funnel and the export count every row, and the rule about the last owner
 * needs every owner. So this file keeps a database, and an app, of its own, which its describes
 * take in turn: each starts from the table it needs.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp(ADMIN_ENV);
});
afterAll(async () => {
  await app.stop();
});

describe('admin reservations list', () => {
  const TOTAL = 1000;
  let token: string;

  beforeAll(async () => {
    await app.sql('DELETE FROM reservations');
    await seedReservations(app, 'lst', TOTAL);
    await app.sql(
      `INSERT INTO security_violations (ip_address, user_agent, violation_type, violation_data, created_at)
       SELECT '192.0.2.' || n, 'bot/' || n, 'honeypot', jsonb_build_object('website', 'spam' || n), now() - n * interval '1 minute'
         FROM generate_series(1, 30) AS n`,
    );
    token = await signIn(app.baseUrl);
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

describe('admin CSV export', () => {
  const TOTAL = 10_000;
  let token: string;

  beforeAll(async () => {
    await app.sql('DELETE FROM reservations');
    await seedReservations(app, 'csv', TOTAL);
    token = await signIn(app.baseUrl);
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

describe('the confirmation funnel', () => {
  let funnel: ConfirmationFunnel;
  let today: string;
  let threeDaysAgo: string;

  beforeAll(async () => {
    await app.sql('DELETE FROM reservations');
    const seed: Array<[string, 'pending' | 'verified', string?]> = [
      ['fa@gmail.com', 'verified'],
      ['fb@gmail.com', 'verified'],
      ['fc@googlemail.com', 'pending'],
      ['fd@gmail.com', 'pending', '3 days'],
      ['fe@hotmail.com', 'pending'],
      ['ff@outlook.com', 'pending'],
      ['fg@example.org', 'verified', '3 days'],
      ['fh@example.org', 'pending', '40 days'],
    ];
    for (const [email, state, createdAgo] of seed) {
      await seedReservation(app, { email, handle: email.split('@')[0], state, createdAgo });
    }
    // Seeded verified rows are confirmed at once; only the day they were made matters to the funnel.
    const res = await get<ConfirmationFunnel>(app.baseUrl, '/api/admin/stats/funnel', { headers: bearer(await signIn(app.baseUrl)) });
    expect(res.status).toBe(200);
    funnel = res.body;
    [{ today, threeDaysAgo }] = await app.sql<{ today: string; threeDaysAgo: string }>(
      `SELECT to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS today,
              to_char(((now() - interval '3 days') AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS "threeDaysAgo"`,
    );
  });
  it('counts sign-ups, confirmations and the rate for each of the last 30 days', () => {
    expect(funnel.days).toHaveLength(30);
    expect(funnel.days.at(-1)).toEqual({ date: today, signups: 5, confirmations: 2, rate: 0.4 });
    expect(funnel.days.find((d) => d.date === threeDaysAgo)).toEqual({ date: threeDaysAgo, signups: 2, confirmations: 1, rate: 0.5 });
    expect(funnel.days.filter((d) => d.signups === 0).every((d) => d.rate === null && d.confirmations === 0)).toBe(true);
  });

  it('groups the same 30 days by mail provider, busiest first, leaving older sign-ups out', () => {
    expect(funnel.providers).toEqual([
      { provider: 'Gmail', signups: 4, confirmations: 2, rate: 0.5 },
      { provider: 'Outlook', signups: 2, confirmations: 0, rate: 0 },
      { provider: 'Other', signups: 1, confirmations: 1, rate: 1 },
    ]);
  });
});

describe('the last owner', () => {
  it('keeps the last owner: it can neither be removed nor given another role', async () => {
    const ownerToken = await signIn(app.baseUrl);
    const [first] = await app.sql<{ id: string }>('SELECT id FROM admins WHERE email = $1', [ADMIN.email]);
    // Every other owner goes first, so the first admin is the last one.
    const others = await app.sql<{ id: string }>("SELECT id FROM admins WHERE role = 'owner' AND email <> $1", [ADMIN.email]);
    for (const { id } of others) {
      expect((await call(app.baseUrl, 'DELETE', `/api/admin/admins/${id}`, bearer(ownerToken))).status).toBe(200);
    }
    const demote = await call(app.baseUrl, 'PUT', `/api/admin/admins/${first.id}`, bearer(ownerToken), { role: 'operator' });
    expect([demote.status, demote.body]).toEqual([409, { code: 'last_owner', error: messages.lastOwner }]);
    const remove = await call(app.baseUrl, 'DELETE', `/api/admin/admins/${first.id}`, bearer(ownerToken));
    expect([remove.status, remove.body]).toEqual([409, { code: 'last_owner', error: messages.lastOwner }]);

    // With a second owner, the first may step down; its sessions end with the change.
    const second = await addAdmin(app, 'owner');
    const [{ id: secondId }] = await app.sql<{ id: string }>('SELECT id FROM admins WHERE email = $1', [second]);
    const stepDown = await call(app.baseUrl, 'PUT', `/api/admin/admins/${first.id}`, bearer(ownerToken), {
      role: 'operator',
      email: 'ignored',
    });
    expect(stepDown.status).toBe(200);
    expect(stepDown.body).toMatchObject({ id: first.id, email: ADMIN.email, role: 'operator' });
    expect((await get(app.baseUrl, '/api/admin/stats', { headers: bearer(ownerToken) })).status).toBe(401);
    const secondToken = await signIn(app.baseUrl, second);
    expect((await call(app.baseUrl, 'PUT', `/api/admin/admins/${first.id}`, bearer(secondToken), { role: 'owner' })).status).toBe(200);
    expect((await call(app.baseUrl, 'PUT', `/api/admin/admins/${secondId}`, bearer(secondToken), { role: 'chief' })).status).toBe(400);
    const audit = await auditTrail(app.baseUrl, secondToken);
    expect(audit.filter((e) => e.action === 'admin.role').map((e) => e.details)).toEqual(
      expect.arrayContaining([
        { email: ADMIN.email, from: 'owner', to: 'operator' },
        { email: ADMIN.email, from: 'operator', to: 'owner' },
      ]),
    );
  });
});
