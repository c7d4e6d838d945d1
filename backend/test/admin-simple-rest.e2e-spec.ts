import type { AdminReservation } from '@gameshift/contracts';
import { randomUUID } from 'node:crypto';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { messages } from './support/api';
import { addAdmin, adminRoutes, bearer, call, seedReservation, signIn } from './support/admin';
import { sharedApp, SharedApp } from './support/shared-app';

/*
 * The portal's data provider is ra-data-simple-rest; these tests drive that very package through
 * every method react-admin calls, so the API is proved against what it actually sends. They run on
 * the run's shared app: the rows they list carry the file's tag.
 */

interface HttpFailure {
  status: number;
  body: unknown;
}

/** The status and body a rejected call carried (ra-core's HttpError), or a failure when it resolved. */
async function failureOf(promise: Promise<unknown>): Promise<HttpFailure> {
  try {
    await promise;
  } catch (error) {
    const { status, body } = error as HttpFailure;
    return { status, body };
  }
  throw new Error('the call succeeded where a refusal was expected');
}

const byId = <T extends { id: unknown }>(rows: T[]): T[] => [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));

describe('the admin API through ra-data-simple-rest', () => {
  let app: SharedApp;
  let provider: DataProvider;
  let token: string;
  const tag = `rs${randomUUID().slice(0, 6)}`;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await sharedApp();
    token = await signIn(app.baseUrl);
    const httpClient = (url: string, options: fetchUtils.Options = {}) =>
      fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } });
    provider = simpleRestProvider(`${app.baseUrl}/api/admin`, httpClient);
    for (const [name, state] of [
      ['ann', 'verified'],
      ['bob', 'pending'],
      ['cid', 'pending'],
      ['dan', 'expired'],
      ['eve', 'pending'],
    ] as const) {
      ids[name] = await seedReservation(app, { email: `${tag}_${name}@example.com`, handle: `${tag}_${name}`, state });
    }
    // The tag in each user agent lets the lists below find these three among every file's violations.
    await app.sql(
      `INSERT INTO security_violations (ip_address, user_agent, violation_type, violation_data)
       VALUES ('203.0.113.7', $1 || ' bot/1', 'honeypot', '{}'), ('203.0.113.8', $1 || ' bot/2', 'honeypot', '{}'),
              ('198.51.100.1', $1 || ' bot/3', 'rate', '{}')`,
      [tag],
    );
  });

  describe('getList', () => {
    it('pages and sorts, reading the total from Content-Range', async () => {
      const { data, total } = await provider.getList<AdminReservation>('reservations', {
        pagination: { page: 2, perPage: 2 },
        sort: { field: 'email', order: 'ASC' },
        filter: { q: tag },
      });
      expect(total).toBe(5);
      expect(data.map((r) => r.email)).toEqual([`${tag}_cid@example.com`, `${tag}_dan@example.com`]);
    });

    it('combines the search with field filters', async () => {
      const { data, total } = await provider.getList<AdminReservation>('reservations', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { q: tag, is_verified: false, status: 'pending' },
      });
      expect(total).toBe(3);
      expect(data.map((r) => r.gameshift_id).sort()).toEqual([`${tag}_bob`, `${tag}_cid`, `${tag}_eve`]);
    });

    it('lists violations filtered by type and audit entries filtered by action', async () => {
      const violations = await provider.getList('violations', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'ip_address', order: 'ASC' },
        filter: { violation_type: 'honeypot', q: tag },
      });
      expect(violations.total).toBe(2);
      expect(violations.data.map((v) => v.ip_address)).toEqual(['203.0.113.7', '203.0.113.8']);
      const audit = await provider.getList('audit', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { action: 'admin.login' },
      });
      expect(audit.total).toBeGreaterThanOrEqual(1);
      expect(audit.data.every((entry) => entry.action === 'admin.login')).toBe(true);
    });

    it('refuses a filter on a column that is not offered, saying which are', async () => {
      const failure = await failureOf(
        provider.getList('reservations', {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'created_at', order: 'DESC' },
          filter: { verification_token_hash: 'x' },
        }),
      );
      expect(failure).toEqual({
        status: 400,
        body: {
          code: 'invalid_list',
          error: messages.listFilterField('verification_token_hash', [
            'q',
            'status',
            'claimed',
            'id',
            'email',
            'gameshift_id',
            'is_verified',
            'is_reserved',
            'source',
          ]),
        },
      });
    });

    it('refuses a page far past any table with 400, not 500', async () => {
      const failure = await failureOf(
        provider.getList('reservations', {
          pagination: { page: 4e17, perPage: 25 },
          sort: { field: 'created_at', order: 'DESC' },
          filter: {},
        }),
      );
      expect(failure.status).toBe(400);
      expect(failure.body).toEqual({ code: 'invalid_list', error: messages.listRangeInvalid(1000, 100_000_000) });
    });
  });

  describe('getOne', () => {
    it('answers one reservation', async () => {
      const { data } = await provider.getOne<AdminReservation>('reservations', { id: ids.bob });
      expect(data).toMatchObject({ id: ids.bob, email: `${tag}_bob@example.com`, status: 'pending' });
    });

    it('answers one violation and one audit entry', async () => {
      const [violation] = await app.sql<{ id: string }>('SELECT id FROM security_violations WHERE user_agent = $1', [`${tag} bot/3`]);
      expect((await provider.getOne('violations', { id: violation.id })).data).toMatchObject({ id: violation.id, violation_type: 'rate' });
      const [entry] = await app.sql<{ id: string }>(`SELECT id FROM admin_audit WHERE action = 'admin.login' LIMIT 1`);
      expect((await provider.getOne('audit', { id: entry.id })).data).toMatchObject({ id: entry.id, action: 'admin.login' });
    });

    it('answers 404 for an unknown id of each resource', async () => {
      expect(await failureOf(provider.getOne('reservations', { id: randomUUID() }))).toEqual({
        status: 404,
        body: { code: 'not_found', error: messages.reservationNotFound },
      });
      expect(await failureOf(provider.getOne('violations', { id: randomUUID() }))).toEqual({
        status: 404,
        body: { code: 'not_found', error: messages.recordNotFound },
      });
      expect(await failureOf(provider.getOne('audit', { id: 'not-a-uuid' }))).toEqual({
        status: 404,
        body: { code: 'not_found', error: messages.recordNotFound },
      });
    });
  });

  describe('getMany', () => {
    it('answers exactly the rows whose ids it names', async () => {
      const { data } = await provider.getMany<AdminReservation>('reservations', { ids: [ids.ann, ids.dan] });
      expect(byId(data).map((r) => r.id)).toEqual(byId([{ id: ids.ann }, { id: ids.dan }]).map((r) => r.id));
    });

    it('leaves out ids that do not exist and answers nothing for none', async () => {
      const { data } = await provider.getMany<AdminReservation>('reservations', { ids: [ids.cid, randomUUID(), 'junk'] });
      expect(data.map((r) => r.id)).toEqual([ids.cid]);
      expect((await provider.getMany('reservations', { ids: [] })).data).toEqual([]);
    });

    it('answers more ids than a default page holds', async () => {
      const many = [...Object.values(ids), ...Array.from({ length: 40 }, () => randomUUID())];
      const { data } = await provider.getMany('reservations', { ids: many });
      expect(data).toHaveLength(5);
    });

    it('works for violations and audit entries too', async () => {
      const violations = await app.sql<{ id: string }>(
        "SELECT id FROM security_violations WHERE violation_type = 'honeypot' AND user_agent LIKE $1 || ' %'",
        [tag],
      );
      const { data } = await provider.getMany('violations', { ids: violations.map((v) => v.id) });
      expect(byId(data).map((v) => v.id)).toEqual(byId(violations).map((v) => v.id));
      const [entry] = await app.sql<{ id: string }>(`SELECT id FROM admin_audit LIMIT 1`);
      expect((await provider.getMany('audit', { ids: [entry.id] })).data.map((e) => e.id)).toEqual([entry.id]);
    });
  });

  describe('getManyReference', () => {
    it('finds the reservations holding a handle', async () => {
      const { data, total } = await provider.getManyReference<AdminReservation>('reservations', {
        target: 'gameshift_id',
        id: `${tag}_eve`,
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      });
      expect(total).toBe(1);
      expect(data.map((r) => r.id)).toEqual([ids.eve]);
    });

    it('finds the audit entries about one reservation, with its email and handle kept', async () => {
      await provider.delete('reservations', { id: ids.eve });
      const { data, total } = await provider.getManyReference('audit', {
        target: 'target',
        id: ids.eve,
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      });
      expect(total).toBe(1);
      expect(data[0]).toMatchObject({
        action: 'reservation.delete',
        details: { email: `${tag}_eve@example.com`, gameshift_id: `${tag}_eve` },
      });
    });
  });

  describe('changes', () => {
    it('refuses create with 405 and says the records are not edited here', async () => {
      for (const resource of ['reservations', 'violations', 'audit']) {
        expect(await failureOf(provider.create(resource, { data: { email: 'x@example.com' } }))).toEqual({
          status: 405,
          body: { code: 'method_not_allowed', error: messages.recordsReadOnly },
        });
      }
    });

    it('refuses update and updateMany with 405 and changes nothing', async () => {
      expect(await failureOf(provider.update('reservations', { id: ids.bob, data: { is_verified: true }, previousData: {} }))).toEqual({
        status: 405,
        body: { code: 'method_not_allowed', error: messages.recordsReadOnly },
      });
      expect(await failureOf(provider.updateMany('reservations', { ids: [ids.bob, ids.cid], data: { email: 'y@example.com' } }))).toEqual({
        status: 405,
        body: { code: 'method_not_allowed', error: messages.recordsReadOnly },
      });
      const rows = await app.sql<{ email: string; is_verified: boolean }>(
        'SELECT email, is_verified FROM reservations WHERE id = ANY($1::uuid[]) ORDER BY email',
        [[ids.bob, ids.cid]],
      );
      expect(rows).toEqual([
        { email: `${tag}_bob@example.com`, is_verified: false },
        { email: `${tag}_cid@example.com`, is_verified: false },
      ]);
    });

    it('names the methods a record answers in Allow', async () => {
      const res = await call(app.baseUrl, 'PUT', `/api/admin/reservations/${ids.bob}`, bearer(token), {});
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, DELETE');
    });

    it('deletes one reservation and answers it', async () => {
      const { data } = await provider.delete<AdminReservation>('reservations', { id: ids.dan });
      expect(data).toMatchObject({ id: ids.dan, email: `${tag}_dan@example.com` });
      expect(await app.sql('SELECT id FROM reservations WHERE id = $1', [ids.dan])).toEqual([]);
    });

    it('deletes many reservations, one DELETE per id', async () => {
      const { data } = await provider.deleteMany('reservations', { ids: [ids.bob, ids.cid] });
      expect([...(data ?? [])].sort()).toEqual([ids.bob, ids.cid].sort());
      expect(await app.sql('SELECT id FROM reservations WHERE id = ANY($1::uuid[])', [[ids.bob, ids.cid]])).toEqual([]);
    });

    it('keeps violations and audit entries: delete and deleteMany are refused with 405', async () => {
      const [violation] = await app.sql<{ id: string }>('SELECT id FROM security_violations LIMIT 1');
      const [entry] = await app.sql<{ id: string }>('SELECT id FROM admin_audit LIMIT 1');
      expect(await failureOf(provider.delete('violations', { id: violation.id }))).toEqual({
        status: 405,
        body: { code: 'method_not_allowed', error: messages.recordsKept },
      });
      expect(await failureOf(provider.deleteMany('audit', { ids: [entry.id] }))).toEqual({
        status: 405,
        body: { code: 'method_not_allowed', error: messages.recordsKept },
      });
      expect(await app.sql('SELECT id FROM security_violations WHERE id = $1', [violation.id])).toHaveLength(1);
      expect(await app.sql('SELECT id FROM admin_audit WHERE id = $1', [entry.id])).toHaveLength(1);
    });
  });
});

describe('admin answers are never cached', () => {
  let app: SharedApp;

  beforeAll(async () => {
    app = await sharedApp();
  });

  it('sends Cache-Control: no-store on every /api/admin/ route and admin-operations, admitted or refused', async () => {
    const routes = (await adminRoutes(app.baseUrl)).filter(({ path }) => path !== '/api/admin-logout');
    // An owner of its own: what the sweep's calls do to the caller touches no other file's admin.
    const token = await signIn(app.baseUrl, await addAdmin(app, 'nocache'));
    const seen: string[] = [];
    for (const { method, path } of routes) {
      for (const headers of [bearer(token), {}]) {
        const res = await call(app.baseUrl, method, path, headers, method === 'GET' ? undefined : {});
        seen.push(`${method} ${path} ${res.status} -> ${res.headers.get('cache-control')}`);
      }
    }
    expect(seen.filter((line) => !line.endsWith('-> no-store'))).toEqual([]);
    expect(seen.some((line) => / 200 -> /.test(line))).toBe(true);
  });

  it('sends it on an unknown admin path and on a refused range', async () => {
    const token = await signIn(app.baseUrl);
    const unknown = await call(app.baseUrl, 'GET', '/api/admin/nothing-here', bearer(token));
    expect([unknown.status, unknown.headers.get('cache-control')]).toEqual([404, 'no-store']);
    const huge = await call(app.baseUrl, 'GET', `/api/admin/violations?range=${encodeURIComponent('[1e20,1e20]')}`, bearer(token));
    expect([huge.status, huge.headers.get('cache-control'), huge.body]).toEqual([
      400,
      'no-store',
      { error: messages.listRangeInvalid(1000, 100_000_000), code: 'invalid_list' },
    ]);
  });
});
