import type {
  AdminReservation,
  AnnouncementRecord,
  ApiKeyRecord,
  CreatedApiKey,
  GameReservation,
  GameReservationPage,
} from '@gameshift/contracts';
import { API_KEY_PREFIX, SAMPLE_CLAIM_CODE } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { ADMIN, ADMIN_ENV, auditTrail, bearer, call, listQuery, signIn } from './support/admin';
import { Answer, messages, sleep, tally } from './support/api';
import { PUBLIC_URL } from './support/reservations';
import { SmtpSink } from './support/smtp-sink';
import { startTestApp, tablesContaining, TestApp } from './support/test-app';

const CLAIM_URL = 'https://play.example.com/claim?code={code}';
const KEY_LIMIT = 400;

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

/**
 * `count` reservations `{prefix}{n}`, created in groups of three within one millisecond (a
 * microsecond apart, and every third exactly tied with the one before it), so that a cursor that
 * lost PostgreSQL's microseconds or ignored the id would skip or repeat rows. Every third is confirmed.
 */
async function seedWalk(app: TestApp, prefix: string, count: number): Promise<Array<{ id: string; handle: string; verified: boolean }>> {
  return app.sql(
    `INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until,
       is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count, created_at)
     SELECT e, e, h, c, CASE WHEN v THEN 'infinity' ELSE c + interval '24 hours' END,
            CASE WHEN v THEN 'infinity' ELSE c + interval '24 hours' END, v, v,
            CASE WHEN v THEN c END, CASE WHEN v THEN c END, c, 1, c
       FROM (SELECT $1 || n || '@example.com' AS e, $1 || n AS h, n % 3 = 0 AS v,
                    timestamptz '2030-01-01' + (n / 3) * interval '1 millisecond' + LEAST(n % 3, 1) * interval '1 microsecond' AS c
               FROM generate_series(1, $2::int) AS n) s
     RETURNING id, gameshift_id AS handle, is_verified AS verified`,
    [prefix, count],
  );
}

describe('the game API (/api/v1) and its keys', () => {
  let sink: SmtpSink;
  let app: TestApp;
  let owner: string;
  const shownKeys: string[] = [];

  const admin = <T>(method: string, path: string, body?: unknown, token = owner) =>
    call<T>(app.baseUrl, method, `/api/admin${path}`, bearer(token), body);
  const v1 = <T>(key: string | undefined, method: string, path: string, body?: unknown) =>
    call<T>(app.baseUrl, method, `/api/v1${path}`, key === undefined ? {} : bearer(key), body);

  async function createKey(name: string, scopes: string[]): Promise<CreatedApiKey> {
    const answer = await admin<CreatedApiKey>('POST', '/api-keys', { name, scopes });
    expect(answer.status).toBe(201);
    shownKeys.push(answer.body.key);
    return answer.body;
  }

  async function member(role: 'viewer' | 'operator'): Promise<string> {
    const email = `${role}_${randomBytes(4).toString('hex')}@example.com`;
    await app.sql('INSERT INTO admins (email, password_hash, role) SELECT $1, password_hash, $2 FROM admins WHERE email = $3', [
      email,
      role,
      ADMIN.email,
    ]);
    return signIn(app.baseUrl, email);
  }

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({
      ...ADMIN_ENV,
      SMTP_URL: sink.url,
      PUBLIC_URL,
      MAIL_LINK_SECRET: 'mail-link-secret-for-the-e2e-run-0123456789',
      SUPPRESSION_KEY: 'suppression-key-for-the-e2e-run-0123456789',
      CLAIM_URL_TEMPLATE: CLAIM_URL,
      THROTTLE_API_KEY_LIMIT: String(KEY_LIMIT),
      THROTTLE_API_KEY_WINDOW_S: '60',
    });
    owner = await signIn(app.baseUrl);
  });
  afterAll(async () => {
    await app.stop();
    await sink.down();
  });

  describe('claim codes in announcement copies', () => {
    let first: { id: string; email: string; handle: string };
    let second: { id: string; email: string; handle: string };
    let gone: { id: string; email: string; handle: string };
    const codesOf = new Map<string, string[]>();
    let redeemer: string;

    async function sendAnnouncement(subject: string): Promise<AnnouncementRecord> {
      const draft = await admin<AnnouncementRecord>('POST', '/announcements', { subject, body: 'Hi {handle}, claim it at {claim_url}' });
      expect(draft.status).toBe(201);
      expect((await admin('POST', `/announcements/${draft.body.id}/send`, {})).status).toBe(202);
      await until(
        `${subject} is sent`,
        async () => (await admin<AnnouncementRecord>('GET', `/announcements/${draft.body.id}`)).body.status === 'sent',
      );
      return draft.body;
    }

    beforeAll(async () => {
      const people = await app.sql<{ id: string; email: string; handle: string }>(
        `INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until,
           is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count)
         SELECT e, e, h, now(), 'infinity', 'infinity', true, true, now(), now(), now(), 1
           FROM (VALUES ('claim_a@example.com', 'claim_a'), ('claim_b@example.com', 'claim_b'), ('claim_c@example.com', 'claim_c')) v(e, h)
         RETURNING id, email, gameshift_id AS handle`,
      );
      [first, second, gone] = ['claim_a', 'claim_b', 'claim_c'].map((h) => people.find((p) => p.handle === h)!);
      // An endpoint that hears of claims and deletions; nothing listens there, so its deliveries wait in their retries.
      const hook = await admin('POST', '/webhooks', { url: 'http://127.0.0.1:9/hooks', events: ['claim.redeemed', 'reservation.deleted'] });
      expect(hook.status).toBe(201);
      // Two announcements: each copy carries a code of its own, so each person holds two.
      await sendAnnouncement('First');
      await sendAnnouncement('Second');
      for (const mail of sink.received) {
        const code = /https:\/\/play\.example\.com\/claim\?code=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
        expect(code).toBeDefined();
        expect(mail.html).toContain(`code=${code}`);
        codesOf.set(mail.to[0], [...(codesOf.get(mail.to[0]) ?? []), code!]);
      }
      redeemer = (await createKey('Redeemer', ['claims:redeem'])).key;
    });

    it('mints a code of at least 128 random bits into every copy, a different one each time, and keeps only its hash', async () => {
      for (const person of [first, second, gone]) {
        const codes = codesOf.get(person.email)!;
        expect(codes).toHaveLength(2);
        expect(new Set(codes).size).toBe(2);
        for (const code of codes) expect(Buffer.from(code, 'base64url').length).toBeGreaterThanOrEqual(16);
      }
      const all = [...codesOf.values()].flat();
      expect(await tablesContaining(app, all)).toEqual([]);
      const [{ n }] = await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM claim_codes WHERE reservation_id = $1', [first.id]);
      expect(n).toBe(2);
    });

    it('redeems a code read from the mail once: 200 with the reservation, then 409 for every code it holds', async () => {
      const [older, newer] = codesOf.get(first.email)!;
      const redeemed = await v1(redeemer, 'POST', '/claims/redeem', { code: older });
      expect(redeemed).toMatchObject({ status: 200, body: { reservation_id: first.id, handle: first.handle, email: first.email } });
      for (const code of [older, newer]) {
        const again = await v1<{ error: string; redeemed_at: string }>(redeemer, 'POST', '/claims/redeem', { code });
        expect(again).toMatchObject({ status: 409, body: { code: 'claim_redeemed', error: messages.claimAlreadyRedeemed } });
        expect(Date.parse(again.body.redeemed_at)).toBeGreaterThan(Date.now() - 60_000);
      }
      const shown = await admin<AdminReservation>('GET', `/reservations/${first.id}`);
      expect(shown.body.claimed_at).toBe(
        (await v1<{ redeemed_at: string }>(redeemer, 'POST', '/claims/redeem', { code: older })).body.redeemed_at,
      );
    });

    it('lets exactly one of 50 concurrent redeems of one code through', async () => {
      const [code] = codesOf.get(second.email)!;
      const answers = await Promise.all(Array.from({ length: 50 }, () => v1(redeemer, 'POST', '/claims/redeem', { code })));
      expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: 49 });
      const [{ claimed, spent }] = await app.sql<{ claimed: boolean; spent: number }>(
        `SELECT r.claimed_at IS NOT NULL AS claimed, (SELECT count(*)::int FROM claim_codes WHERE reservation_id = r.id AND redeemed_at = r.claimed_at) AS spent
           FROM reservations r WHERE r.id = $1`,
        [second.id],
      );
      expect({ claimed, spent }).toEqual({ claimed: true, spent: 2 });
    });

    it('answers 404 for an unknown code, a test copy’s sample code and a deleted reservation’s code, and 400 for a malformed one', async () => {
      expect(await v1(redeemer, 'POST', '/claims/redeem', { code: randomBytes(24).toString('base64url') })).toMatchObject({
        status: 404,
        body: { code: 'claim_code_unknown', error: messages.claimCodeUnknown },
      });
      const draft = await admin<AnnouncementRecord>('POST', '/announcements', { subject: 'Test', body: 'Claim at {claim_url}' });
      expect((await admin('POST', `/announcements/${draft.body.id}/test`, {})).status).toBeLessThan(300);
      await until('the test copy arrives', () => sink.received.some((m) => m.subject.includes('Test') && m.to.includes(ADMIN.email)));
      const testCopy = sink.received.find((m) => m.to.includes(ADMIN.email))!;
      expect(testCopy.text).toContain(CLAIM_URL.replace('{code}', SAMPLE_CLAIM_CODE));
      expect((await v1(redeemer, 'POST', '/claims/redeem', { code: SAMPLE_CLAIM_CODE })).status).toBe(404);

      expect((await admin('DELETE', `/reservations/${gone.id}`)).status).toBe(200);
      expect(await v1(redeemer, 'POST', '/claims/redeem', { code: codesOf.get(gone.email)![0] })).toMatchObject({ status: 404 });
      for (const body of [{}, { code: 42 }, { code: 'has spaces in it' }, { code: '' }]) {
        expect(await v1(redeemer, 'POST', '/claims/redeem', body)).toMatchObject({
          status: 400,
          body: { code: 'invalid_body', error: messages.claimCodeShape, field: 'code' },
        });
      }
    });

    it('shows the claimed state in the admin list and filters by it', async () => {
      const claimed = await admin<AdminReservation[]>('GET', `/reservations?${listQuery({ filter: { claimed: 'yes' } })}`);
      expect(claimed.body.map((r) => r.gameshift_id).sort()).toEqual(['claim_a', 'claim_b']);
      expect(claimed.body.every((r) => r.claimed_at !== null)).toBe(true);
      const unclaimed = await admin<AdminReservation[]>('GET', `/reservations?${listQuery({ filter: { claimed: 'no', q: 'claim_' } })}`);
      expect(unclaimed.body).toEqual([]);
      expect(await admin('GET', `/reservations?${listQuery({ filter: { claimed: 'maybe' } })}`)).toMatchObject({
        status: 400,
        body: { code: 'invalid_list', error: messages.listFilterValue('claimed') },
      });
    });

    it('tells the game’s webhooks of each claim once, with the handle and never the address', async () => {
      const deliveries = await app.sql<{ reservation_id: string; body: string }>(
        `SELECT reservation_id, body FROM webhook_deliveries WHERE event = 'claim.redeemed' ORDER BY reservation_id`,
      );
      expect(deliveries.map((d) => d.reservation_id).sort()).toEqual([first.id, second.id].sort());
      for (const delivery of deliveries) {
        const person = delivery.reservation_id === first.id ? first : second;
        expect(JSON.parse(delivery.body)).toMatchObject({ type: 'claim.redeemed', data: { id: person.id, handle: person.handle } });
        expect(delivery.body).not.toContain(person.email);
      }
    });

    it('never frees a claimed handle: not when an owner deletes its reservation, nor when it is erased', async () => {
      expect((await admin('DELETE', `/reservations/${first.id}`)).status).toBe(200);
      expect((await admin('POST', `/reservations/${second.id}/erase`)).status).toBeLessThan(300);
      for (const person of [first, second]) {
        const handle = await call<{ available: boolean }>(app.baseUrl, 'GET', `/api/handles/${person.handle}`, {});
        expect(handle).toMatchObject({ status: 200, body: { available: false } });
      }
      const held = await app.sql<{ handle: string; forever: boolean }>(
        `SELECT handle, held_until = 'infinity' AS forever FROM released_handles WHERE handle IN ($1, $2) ORDER BY handle`,
        [first.handle, second.handle],
      );
      expect(held).toEqual([
        { handle: first.handle, forever: true },
        { handle: second.handle, forever: true },
      ]);
      const told = await app.sql<{ reservation_id: string }>(
        `SELECT reservation_id FROM webhook_deliveries WHERE event = 'reservation.deleted'`,
      );
      expect(told.map((d) => d.reservation_id)).toEqual(expect.arrayContaining([first.id, second.id]));
    });
  });

  describe('keys', () => {
    it('creates a key shown once, lists it without the key, audits create and revoke, and refuses other roles', async () => {
      const created = await createKey('Account service', ['claims:redeem', 'reservations:read']);
      expect(created).toMatchObject({
        name: 'Account service',
        scopes: ['reservations:read', 'claims:redeem'],
        created_by: ADMIN.email,
        last_used_at: null,
      });
      expect(created.key.startsWith(API_KEY_PREFIX)).toBe(true);
      expect(Buffer.from(created.key.slice(API_KEY_PREFIX.length), 'base64url')).toHaveLength(32);
      expect(created.key.startsWith(created.prefix)).toBe(true);

      const list = await admin<ApiKeyRecord[]>('GET', '/api-keys');
      expect(list.status).toBe(200);
      expect(list.headers.get('content-range')).toMatch(/^api-keys /);
      expect(list.text).not.toContain(created.key);
      expect(list.body.find((k) => k.id === created.id)).toEqual({ ...created, key: undefined, created_at: created.created_at });
      const one = await admin<ApiKeyRecord>('GET', `/api-keys/${created.id}`);
      expect(one.text).not.toContain(created.key);

      for (const role of ['viewer', 'operator'] as const) {
        const token = await member(role);
        for (const [method, path, body] of [
          ['GET', '/api-keys', undefined],
          ['POST', '/api-keys', { name: 'x', scopes: ['reservations:read'] }],
          ['DELETE', `/api-keys/${created.id}`, undefined],
        ] as const) {
          expect({ role, method, ...(await admin(method, path, body, token)) }).toMatchObject({ role, method, status: 403 });
        }
      }

      expect(await admin('DELETE', `/api-keys/${created.id}`)).toMatchObject({ status: 200, body: { id: created.id } });
      expect((await admin('DELETE', `/api-keys/${created.id}`)).status).toBe(404);
      const trail = await auditTrail(app.baseUrl, owner);
      expect(trail.filter((e) => e.target === created.id).map((e) => e.action)).toEqual(['api_key.revoke', 'api_key.create']);
      expect(JSON.stringify(trail)).not.toContain(created.key);
    });

    it('refuses a bad name or scopes with a clear 400 and creates nothing', async () => {
      const [{ before }] = await app.sql<{ before: number }>('SELECT count(*)::int AS before FROM api_keys');
      for (const [body, field] of [
        [{ scopes: ['reservations:read'] }, 'name'],
        [{ name: ' ', scopes: ['reservations:read'] }, 'name'],
        [{ name: 'x'.repeat(101), scopes: ['reservations:read'] }, 'name'],
        [{ name: 'ok' }, 'scopes'],
        [{ name: 'ok', scopes: [] }, 'scopes'],
        [{ name: 'ok', scopes: ['admin'] }, 'scopes'],
        [{ name: 'ok', scopes: 'reservations:read' }, 'scopes'],
        [{ name: 'ok', scopes: ['reservations:read', 'reservations:read'] }, 'scopes'],
      ] as const) {
        expect(await admin('POST', '/api-keys', body)).toMatchObject({
          status: 400,
          body: { code: 'invalid_body', error: messages.apiKeyShape, field },
        });
      }
      const [{ after }] = await app.sql<{ after: number }>('SELECT count(*)::int AS after FROM api_keys');
      expect(after).toBe(before);
    });

    it('opens /api/v1 to a key with the route’s scope only: 401 without a valid key, 403 without the scope', async () => {
      const reader = await createKey('Reader', ['reservations:read']);
      const redeemer = await createKey('Redeemer only', ['claims:redeem']);
      expect((await v1(reader.key, 'GET', '/reservations?limit=1')).status).toBe(200);
      expect(await v1(reader.key, 'POST', '/claims/redeem', { code: 'abc' })).toMatchObject({
        status: 403,
        body: { code: 'api_key_scope', error: messages.apiKeyScopeMissing('claims:redeem') },
      });
      expect(await v1(redeemer.key, 'GET', '/reservations')).toMatchObject({
        status: 403,
        body: { code: 'api_key_scope', error: messages.apiKeyScopeMissing('reservations:read') },
      });
      const wrong = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      for (const key of [undefined, wrong, reader.key.slice(0, -1), 'not-a-key', owner]) {
        const answer = await v1(key, 'GET', '/reservations');
        expect({ key: key?.slice(0, 8), status: answer.status, body: answer.body }).toEqual({
          key: key?.slice(0, 8),
          status: 401,
          body: { code: 'api_key_required', error: messages.apiKeyRequired },
        });
      }
      expect((await admin('DELETE', `/api-keys/${reader.id}`)).status).toBe(200);
      expect((await v1(reader.key, 'GET', '/reservations')).status).toBe(401);
    });

    it('never lets a key into the admin API', async () => {
      const both = await createKey('Both scopes', ['reservations:read', 'claims:redeem']);
      for (const path of ['/reservations', '/api-keys', '/stats']) {
        expect((await call(app.baseUrl, 'GET', `/api/admin${path}`, bearer(both.key))).status).toBe(401);
      }
      expect(
        (await call(app.baseUrl, 'POST', '/api/admin/api-keys', bearer(both.key), { name: 'x', scopes: ['claims:redeem'] })).status,
      ).toBe(401);
    });

    it('limits each key on its own, whatever address it calls from', async () => {
      const busy = await createKey('Busy', ['reservations:read']);
      const calm = await createKey('Calm', ['reservations:read']);
      const answers = [];
      for (let batch = 0; batch < KEY_LIMIT / 50 + 1; batch++) {
        answers.push(...(await Promise.all(Array.from({ length: 50 }, () => v1(busy.key, 'GET', '/reservations?limit=1')))));
      }
      expect(tally(answers.map((a) => a.status))).toEqual({ 200: KEY_LIMIT, 429: 50 });
      const refused = answers.find((a) => a.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await v1(calm.key, 'GET', '/reservations?limit=1')).status).toBe(200);
    });

    it('records when a key was last used', async () => {
      const used = await createKey('Used', ['reservations:read']);
      expect((await v1(used.key, 'GET', '/reservations?limit=1')).status).toBe(200);
      await until(
        'last_used_at is recorded',
        async () => (await admin<ApiKeyRecord>('GET', `/api-keys/${used.id}`)).body.last_used_at !== null,
      );
    });
  });

  describe('reading reservations', () => {
    let reader: string;
    beforeAll(async () => {
      reader = (await createKey('Walker', ['reservations:read'])).key;
    });

    it('walks every page while others confirm and delete: each row that matched throughout comes exactly once', async () => {
      const seeded = await seedWalk(app, 'walk', 450);
      const pending = seeded.filter((r) => !r.verified);
      // From the end backwards, so that some rows go before the walk reaches them.
      const toDelete = new Set(
        seeded
          .filter((_, i) => i % 7 === 3)
          .map((r) => r.id)
          .reverse(),
      );
      const toConfirm = pending.filter((r) => !toDelete.has(r.id) && Number(r.handle.slice(4)) % 5 === 0).reverse();

      async function walk(status: string): Promise<string[]> {
        const seen: string[] = [];
        let after: string | null = null;
        for (let pages = 0; pages < 1000; pages++) {
          const query: URLSearchParams = new URLSearchParams({ status, limit: '13', ...(after && { after }) });
          const page: Answer<GameReservationPage> = await v1<GameReservationPage>(reader, 'GET', `/reservations?${query}`);
          expect(page.status).toBe(200);
          seen.push(...page.body.data.filter((r) => r.handle.startsWith('walk')).map((r) => r.id));
          after = page.body.next_cursor;
          if (after === null) return seen;
        }
        throw new Error('the walk did not end');
      }

      let changing = true;
      const changes = (async () => {
        for (let i = 0; changing && i < 400; i++) {
          const deletion = [...toDelete][i];
          const confirmation = toConfirm[i];
          if (deletion) expect((await admin('DELETE', `/reservations/${deletion}`)).status).toBe(200);
          if (confirmation) expect((await admin('POST', `/reservations/${confirmation.id}/verify`)).status).toBe(200);
          if (!deletion && !confirmation) break;
        }
      })();
      const [all, confirmed] = await Promise.all([walk('all'), walk('confirmed')]);
      changing = false;
      await changes;

      for (const seen of [all, confirmed]) expect(seen.length).toBe(new Set(seen).size);
      const kept = seeded.filter((r) => !toDelete.has(r.id));
      expect(kept.filter((r) => !all.includes(r.id))).toEqual([]);
      expect(kept.filter((r) => r.verified && !confirmed.includes(r.id))).toEqual([]);
      const everConfirmed = new Set([...seeded.filter((r) => r.verified), ...toConfirm].map((r) => r.id));
      expect(confirmed.filter((id) => !everConfirmed.has(id))).toEqual([]);
      // The walk was under way while rows changed: some of the deletions came before their row's page.
      expect(all.filter((id) => toDelete.has(id)).length).toBeLessThan(toDelete.size);
    });

    it('answers rows with their fields and states, and pages that end with a null cursor', async () => {
      const [row] = await seedWalk(app, 'shape', 3).then((rows) => rows.filter((r) => r.verified));
      const found = await v1<GameReservation>(reader, 'GET', `/reservations/by-handle/${row.handle.toUpperCase()}`);
      expect(found.status).toBe(200);
      expect(found.body).toEqual({
        id: row.id,
        handle: row.handle,
        email: `${row.handle}@example.com`,
        status: 'confirmed',
        created_at: expect.any(String),
        confirmed_at: expect.any(String),
        claimed_at: null,
      });
      expect(await v1(reader, 'GET', '/reservations/by-handle/nobody_here')).toMatchObject({ status: 404 });
      expect((await v1(reader, 'GET', `/reservations/by-handle/${'x'.repeat(40)}`)).status).toBe(404);
      const last = await v1<GameReservationPage>(reader, 'GET', '/reservations?status=pending&limit=1000');
      expect(last.body.next_cursor).toBeNull();
      expect(last.body.data.every((r) => r.status === 'pending' && r.confirmed_at === null)).toBe(true);
    });

    it('refuses a tampered cursor and a bad status or limit with a clear 400', async () => {
      const page = await v1<GameReservationPage>(reader, 'GET', '/reservations?limit=2');
      const cursor = page.body.next_cursor!;
      const [payload, mac] = cursor.split('.');
      const moved = Buffer.from(
        Buffer.from(payload, 'base64url')
          .toString()
          .replace(/^\d/, (d) => String((Number(d) + 1) % 10)),
      ).toString('base64url');
      const forged = `${payload}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
      for (const after of [`${moved}.${mac}`, forged, 'garbage', `${cursor}x`]) {
        expect(await v1(reader, 'GET', `/reservations?after=${encodeURIComponent(after)}`)).toMatchObject({
          status: 400,
          body: { code: 'invalid_body', error: messages.gameCursorInvalid, field: 'after' },
        });
      }
      for (const query of ['status=verified', 'limit=0', 'limit=1001', 'limit=ten', 'limit=1.5']) {
        expect(await v1(reader, 'GET', `/reservations?${query}`)).toMatchObject({
          status: 400,
          body: { code: 'invalid_body', error: messages.gameListQuery },
        });
      }
    });
  });

  describe('secrets', () => {
    it('never writes a key to the log or to any table', async () => {
      expect(shownKeys.length).toBeGreaterThan(5);
      const output = app.output();
      for (const key of shownKeys) expect(output).not.toContain(key.slice(API_KEY_PREFIX.length));
      expect(await tablesContaining(app, shownKeys)).toEqual([]);
      expect(
        await tablesContaining(
          app,
          shownKeys.map((k) => k.slice(API_KEY_PREFIX.length)),
        ),
      ).toEqual([]);
    });
  });
});
