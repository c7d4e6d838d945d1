import { type AdminRole } from '@gameshift/contracts';
import { createHmac, randomBytes } from 'node:crypto';
import { sampleUnsubscribeToken, unsubscribeToken } from '../src/suppressions/unsubscribe-token';
import { ADMIN, bearer, call, listQuery, signIn, seedReservation } from './support/admin';
import { get, messages, postJson } from './support/api';
import { uniqueEmail, uniqueHandle } from './support/reservations';
import { sharedApp, SharedApp } from './support/shared-app';
import { MAIL_EVENTS_SECRET as EVENTS_SECRET } from './support/shared-configurations';
import { AppHandle, tablesContaining } from './support/test-app';

/*
 * The suppression list, on the run's `limited` app: it has the providers' events secret and logs at
 * debug, where a token would show first. Each test reads its own addresses' rows; the suppressions
 * table is written on that app by this file alone.
 */

const LINK_SECRET = 'mail-link-secret-for-the-e2e-run-0123456789';
const SUPPRESSION_KEY = 'suppression-key-for-the-e2e-run-0123456789';

/** A verified reservation of a fresh address, and the token of its announcement copy. */
async function recipient(app: AppHandle, label = 'reader'): Promise<{ email: string; id: string; token: string }> {
  const email = uniqueEmail(label);
  const id = await seedReservation(app, { email, handle: uniqueHandle('u'), state: 'verified' });
  return { email, id, token: unsubscribeToken(LINK_SECRET, id) };
}

async function suppressionOf(app: AppHandle, email: string): Promise<Array<{ id: string; reason: string; email: string | null }>> {
  // The hash computed in SQL (pgcrypto) as the announcement's audience select computes it.
  return app.sql(`SELECT id, reason, email FROM suppressions WHERE email_hash = hmac($1::text, $2::text, 'sha256')`, [
    email.toLowerCase(),
    SUPPRESSION_KEY,
  ]);
}

function form(body: Record<string, string>): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() };
}

function multipart(body: Record<string, string>): RequestInit {
  const data = new FormData();
  for (const [name, value] of Object.entries(body)) data.append(name, value);
  return { method: 'POST', body: data };
}

async function send(
  app: AppHandle,
  path: string,
  init: RequestInit,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual', ...init });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

function signedEvent(event: unknown, { secret = EVENTS_SECRET, at = Math.floor(Date.now() / 1000) } = {}): RequestInit {
  const body = JSON.stringify(event);
  const signature = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-mail-events-timestamp': String(at),
      'x-mail-events-signature': `sha256=${signature}`,
    },
    body,
  };
}

async function member(app: AppHandle, role: AdminRole): Promise<string> {
  const email = `${role}_${randomBytes(4).toString('hex')}@example.com`;
  await app.sql('INSERT INTO admins (email, password_hash, role) SELECT $1, password_hash, $2 FROM admins WHERE email = $3', [
    email,
    role,
    ADMIN.email,
  ]);
  return signIn(app.baseUrl, email);
}

describe('suppression list, one-click unsubscribe and provider events', () => {
  let app: SharedApp;
  const used: string[] = [];

  beforeAll(async () => {
    app = await sharedApp('limited');
  });

  describe('one-click unsubscribe', () => {
    it('suppresses on a form post with no sign-in, and answers 200 again when repeated', async () => {
      const { email, token } = await recipient(app);
      used.push(token);
      const first = await send(app, `/api/unsubscribe/${token}`, form({ 'List-Unsubscribe': 'One-Click' }));
      expect(first).toMatchObject({ status: 200, body: { unsubscribed: true } });
      expect(await suppressionOf(app, email)).toEqual([expect.objectContaining({ reason: 'unsubscribed', email })]);
      const again = await send(app, `/api/unsubscribe/${token}`, form({ 'List-Unsubscribe': 'One-Click' }));
      expect(again.status).toBe(200);
      expect(await suppressionOf(app, email)).toHaveLength(1);
    });

    it('suppresses on a multipart post, as RFC 8058 allows', async () => {
      const { email, token } = await recipient(app);
      used.push(token);
      const answer = await send(app, `/api/unsubscribe/${token}`, multipart({ 'List-Unsubscribe': 'One-Click' }));
      expect(answer).toMatchObject({ status: 200, body: { unsubscribed: true } });
      expect(await suppressionOf(app, email)).toEqual([expect.objectContaining({ reason: 'unsubscribed' })]);
    });

    it('suppresses on an empty JSON object from our own page', async () => {
      const { email, token } = await recipient(app);
      used.push(token);
      expect((await postJson(app.baseUrl, `/api/unsubscribe/${token}`, {})).status).toBe(200);
      expect(await suppressionOf(app, email)).toHaveLength(1);
    });

    it('refuses a form with another value, changing nothing', async () => {
      const { email, token } = await recipient(app);
      used.push(token);
      const answer = await send(app, `/api/unsubscribe/${token}`, form({ 'List-Unsubscribe': 'Two-Clicks' }));
      expect(answer).toEqual(
        expect.objectContaining({ status: 400, body: { code: 'invalid_body', error: messages.unsubscribeBodyInvalid } }),
      );
      expect(await suppressionOf(app, email)).toEqual([]);
    });

    it('answers a GET with 303 to the page and a HEAD likewise, and neither unsubscribes', async () => {
      const { email, token } = await recipient(app);
      used.push(token);
      const page = await send(app, `/api/unsubscribe/${token}`, { method: 'GET' });
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toBe(`/unsubscribe/${token}`);
      const head = await send(app, `/api/unsubscribe/${token}`, { method: 'HEAD' });
      expect(head.status).toBe(303);
      expect(await suppressionOf(app, email)).toEqual([]);
      // The page itself is served, kept out of search engines.
      const html = await get(app.baseUrl, `/unsubscribe/${token}`);
      expect(html.status).toBe(200);
      expect(html.headers.get('x-robots-tag')).toContain('noindex');
    });

    it('refuses a changed or forged token with 404, changing nothing', async () => {
      const { email, id, token } = await recipient(app);
      used.push(token);
      const changed = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
      const forged = unsubscribeToken('another-secret-another-secret-another', id);
      for (const bad of [changed, forged, id, 'sample.forged']) {
        const answer = await send(app, `/api/unsubscribe/${encodeURIComponent(bad)}`, form({ 'List-Unsubscribe': 'One-Click' }));
        expect(answer).toEqual(
          expect.objectContaining({ status: 404, body: { code: 'unsubscribe_link_invalid', error: messages.unsubscribeLinkInvalid } }),
        );
      }
      expect((await send(app, `/api/unsubscribe/${changed}`, { method: 'GET' })).status).toBe(404);
      expect(await suppressionOf(app, email)).toEqual([]);
    });

    it("answers a test copy's sample token with 200 and touches nothing", async () => {
      // The whole table: a sample names no address to look for, and no other file on this app writes to it.
      const before = await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM suppressions');
      const sample = sampleUnsubscribeToken(LINK_SECRET);
      const answer = await send(app, `/api/unsubscribe/${sample}`, form({ 'List-Unsubscribe': 'One-Click' }));
      expect(answer).toMatchObject({ status: 200, body: { unsubscribed: true } });
      expect(await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM suppressions')).toEqual(before);
    });

    it('names the reservation without unsubscribing, and undoes the person’s own unsubscribe from the same link', async () => {
      const { email, token } = await recipient(app, 'undo');
      used.push(token);
      const [{ gameshift_id: handle }] = await app.sql<{ gameshift_id: string }>('SELECT gameshift_id FROM reservations WHERE email = $1', [
        email,
      ]);
      const details = `/api/unsubscribe/${token}/reservation`;
      expect(await get(app.baseUrl, details)).toMatchObject({ status: 200, body: { handle, announcements: 'subscribed' } });
      expect(await suppressionOf(app, email)).toEqual([]);

      expect((await postJson(app.baseUrl, `/api/unsubscribe/${token}`, {})).status).toBe(200);
      expect(await get(app.baseUrl, details)).toMatchObject({ body: { handle, announcements: 'unsubscribed' } });
      const undone = await postJson(app.baseUrl, `/api/unsubscribe/${token}/resubscribe`, {});
      expect(undone).toMatchObject({ status: 200, body: { announcements: 'subscribed' } });
      expect(await suppressionOf(app, email)).toEqual([]);
    });

    it('leaves a bounce in place when the link asks to undo, and says announcements are still off', async () => {
      const { email, token } = await recipient(app, 'undo_bounced');
      used.push(token);
      expect((await send(app, '/api/mail-events', signedEvent({ type: 'bounce', email }))).status).toBe(200);
      const undone = await postJson(app.baseUrl, `/api/unsubscribe/${token}/resubscribe`, {});
      expect(undone).toMatchObject({ status: 200, body: { announcements: 'unsubscribed' } });
      expect(await suppressionOf(app, email)).toEqual([expect.objectContaining({ reason: 'bounced' })]);
    });

    it('refuses a changed token on the reservation and undo routes, changing nothing', async () => {
      const { email, token } = await recipient(app, 'undo_forged');
      used.push(token);
      const changed = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
      const refusal = { status: 404, body: { code: 'unsubscribe_link_invalid', error: messages.unsubscribeLinkInvalid } };
      expect(await get(app.baseUrl, `/api/unsubscribe/${changed}/reservation`)).toMatchObject(refusal);
      expect(await postJson(app.baseUrl, `/api/unsubscribe/${changed}/resubscribe`, {})).toMatchObject(refusal);
      expect(await suppressionOf(app, email)).toEqual([]);
    });

    it('refuses a form body on every other route', async () => {
      const answer = await send(app, '/api/verify', form({ token: 'x' }));
      expect(answer.status).toBe(415);
    });
  });

  describe('provider events', () => {
    it('suppresses a hard bounce at once, and a bounce without a type as hard', async () => {
      const hard = uniqueEmail('hard');
      const untyped = uniqueEmail('untyped');
      expect(await send(app, '/api/mail-events', signedEvent({ type: 'bounce', email: hard, bounce_type: 'hard' }))).toMatchObject({
        status: 200,
        body: { suppressed: true },
      });
      expect((await send(app, '/api/mail-events', signedEvent({ type: 'bounce', email: untyped }))).status).toBe(200);
      expect(await suppressionOf(app, hard)).toEqual([expect.objectContaining({ reason: 'bounced' })]);
      expect(await suppressionOf(app, untyped)).toEqual([expect.objectContaining({ reason: 'bounced' })]);
    });

    it('suppresses a complaint at once', async () => {
      const email = uniqueEmail('complaint');
      expect((await send(app, '/api/mail-events', signedEvent({ type: 'complaint', email }))).status).toBe(200);
      expect(await suppressionOf(app, email)).toEqual([expect.objectContaining({ reason: 'complained' })]);
    });

    it('suppresses a soft bounce on the third within 30 days, not before', async () => {
      const email = uniqueEmail('soft');
      const first = Math.floor(Date.now() / 1000);
      let sent = 0;
      // Each a bounce of its own, signed at a second of its own: the same signature again would be a copy of one.
      const soft = () => send(app, '/api/mail-events', signedEvent({ type: 'bounce', email, bounce_type: 'soft' }, { at: first - sent++ }));
      expect((await soft()).body).toEqual({ suppressed: false });
      // One older than the window does not count.
      await app.sql(
        `UPDATE mail_events SET created_at = now() - interval '31 days'
          WHERE id = (SELECT id FROM mail_events WHERE email_hash = hmac($1::text, $2::text, 'sha256') ORDER BY created_at DESC LIMIT 1)`,
        [email, SUPPRESSION_KEY],
      );
      expect((await soft()).body).toEqual({ suppressed: false });
      expect((await soft()).body).toEqual({ suppressed: false });
      expect(await suppressionOf(app, email)).toEqual([]);
      expect((await soft()).body).toEqual({ suppressed: true });
      expect(await suppressionOf(app, email)).toEqual([expect.objectContaining({ reason: 'bounced' })]);
    });

    it('takes a copy of a signed event once: a soft bounce sent three times suppresses nobody', async () => {
      const email = uniqueEmail('replayed');
      const captured = signedEvent({ type: 'bounce', email, bounce_type: 'soft' });
      expect((await send(app, '/api/mail-events', captured)).body).toEqual({ suppressed: false });
      for (let copy = 0; copy < 2; copy++) {
        expect(await send(app, '/api/mail-events', captured)).toMatchObject({ status: 200, body: { suppressed: false, repeated: true } });
      }
      expect(await suppressionOf(app, email)).toEqual([]);
      const [{ events }] = await app.sql<{ events: number }>(
        `SELECT count(*)::int AS events FROM mail_events WHERE email_hash = hmac($1::text, $2::text, 'sha256')`,
        [email, SUPPRESSION_KEY],
      );
      expect(events).toBe(1);
    });

    it('refuses a wrong signature and a stale timestamp with 401, recording nothing', async () => {
      const email = uniqueEmail('forged');
      const eventsOf = () =>
        app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM mail_events WHERE email_hash = hmac($1::text, $2::text, 'sha256')`, [
          email,
          SUPPRESSION_KEY,
        ]);
      const before = await eventsOf();
      const forged = await send(
        app,
        '/api/mail-events',
        signedEvent({ type: 'complaint', email }, { secret: 'not-the-secret-not-the-secret-000' }),
      );
      expect(forged).toEqual(
        expect.objectContaining({ status: 401, body: { code: 'mail_events_unsigned', error: messages.mailEventsUnsigned } }),
      );
      const stale = await send(
        app,
        '/api/mail-events',
        signedEvent({ type: 'complaint', email }, { at: Math.floor(Date.now() / 1000) - 301 }),
      );
      expect(stale.status).toBe(401);
      const unsigned = await send(app, '/api/mail-events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'complaint', email }),
      });
      expect(unsigned.status).toBe(401);
      // The signature covers the bytes: a body changed after signing is refused.
      const init = signedEvent({ type: 'bounce', email, bounce_type: 'soft' });
      const tampered = await send(app, '/api/mail-events', { ...init, body: JSON.stringify({ type: 'complaint', email }) });
      expect(tampered.status).toBe(401);
      expect(before).toEqual([{ n: 0 }]);
      expect(await eventsOf()).toEqual(before);
      expect(await suppressionOf(app, email)).toEqual([]);
    });

    it('refuses a signed event of the wrong shape with the catalogue text', async () => {
      const answer = await send(app, '/api/mail-events', signedEvent({ type: 'delivery', email: uniqueEmail() }));
      expect(answer).toEqual(
        expect.objectContaining({ status: 400, body: { code: 'invalid_body', error: messages.mailEventShape, field: 'type' } }),
      );
      const complaintWithType = await send(
        app,
        '/api/mail-events',
        signedEvent({ type: 'complaint', email: uniqueEmail(), bounce_type: 'soft' }),
      );
      expect(complaintWithType.body).toEqual({ code: 'invalid_body', error: messages.mailEventShape, field: 'bounce_type' });
    });

    it('takes a provider’s burst of bounces from one address beyond the site’s default limit of 120 a minute', async () => {
      const statuses: number[] = [];
      for (let batch = 0; batch < 5; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 30 }, () => send(app, '/api/mail-events', signedEvent({ type: 'bounce', email: uniqueEmail('burst') }))),
        );
        statuses.push(...answers.map((a) => a.status));
      }
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    });
  });

  describe('the admin list', () => {
    it('is read by operators and owners, not viewers, with Content-Range, search and reason filter', async () => {
      const { email, token } = await recipient(app, 'listed');
      used.push(token);
      await send(app, `/api/unsubscribe/${token}`, form({ 'List-Unsubscribe': 'One-Click' }));
      const viewer = await member(app, 'viewer');
      const operator = await member(app, 'operator');
      const path = `/api/admin/suppressions?${listQuery({ sort: ['created_at', 'DESC'], range: [0, 9], filter: { q: email.slice(0, 14), reason: 'unsubscribed' } })}`;
      expect((await call(app.baseUrl, 'GET', path, bearer(viewer))).status).toBe(403);
      const list = await call<Array<Record<string, unknown>>>(app.baseUrl, 'GET', path, bearer(operator));
      expect(list.status).toBe(200);
      expect(list.headers.get('content-range')).toBe('suppressions 0-0/1');
      expect(list.body).toEqual([{ id: expect.any(String), email, reason: 'unsubscribed', created_at: expect.any(String) }]);
      const one = await call(app.baseUrl, 'GET', `/api/admin/suppressions/${String(list.body[0].id)}`, bearer(operator));
      expect(one.body).toEqual(list.body[0]);
    });

    it('lets owners add a manual entry and remove it, audited; operators may do neither', async () => {
      const owner = await signIn(app.baseUrl);
      const operator = await member(app, 'operator');
      const email = uniqueEmail('manual');
      expect((await call(app.baseUrl, 'POST', '/api/admin/suppressions', bearer(operator), { email })).status).toBe(403);
      const added = await call<Record<string, string>>(app.baseUrl, 'POST', '/api/admin/suppressions', bearer(owner), { email });
      expect(added).toMatchObject({ status: 201, body: { email, reason: 'manual' } });
      const twice = await call(app.baseUrl, 'POST', '/api/admin/suppressions', bearer(owner), { email: email.toUpperCase() });
      expect(twice).toMatchObject({ status: 409, body: { code: 'suppression_exists', error: messages.suppressionExists, field: 'email' } });
      const bad = await call(app.baseUrl, 'POST', '/api/admin/suppressions', bearer(owner), { email: 'not an address' });
      expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_body', error: messages.suppressionShape, field: 'email' } });

      expect((await call(app.baseUrl, 'DELETE', `/api/admin/suppressions/${added.body.id}`, bearer(operator))).status).toBe(403);
      const removed = await call(app.baseUrl, 'DELETE', `/api/admin/suppressions/${added.body.id}`, bearer(owner));
      expect(removed).toMatchObject({ status: 200, body: { id: added.body.id, reason: 'manual' } });
      expect(await suppressionOf(app, email)).toEqual([]);
      const audit = await app.sql<{ action: string; target: string }>(
        "SELECT action, target FROM admin_audit WHERE action LIKE 'suppression.%' AND target = $1 ORDER BY created_at",
        [added.body.id],
      );
      expect(audit.map((a) => a.action)).toEqual(['suppression.add', 'suppression.remove']);
    });

    it('lets owners remove a bounce, but never an unsubscribe or a complaint', async () => {
      const owner = await signIn(app.baseUrl);
      const bounced = uniqueEmail('bounced');
      const complained = uniqueEmail('complained');
      await send(app, '/api/mail-events', signedEvent({ type: 'bounce', email: bounced }));
      await send(app, '/api/mail-events', signedEvent({ type: 'complaint', email: complained }));
      const { email: unsubscribed, token } = await recipient(app, 'chose');
      used.push(token);
      await send(app, `/api/unsubscribe/${token}`, form({ 'List-Unsubscribe': 'One-Click' }));

      for (const email of [unsubscribed, complained]) {
        const [row] = await suppressionOf(app, email);
        const refused = await call(app.baseUrl, 'DELETE', `/api/admin/suppressions/${row.id}`, bearer(owner));
        expect(refused).toMatchObject({ status: 403, body: { code: 'suppression_person_only', error: messages.suppressionPersonOnly } });
        expect(await suppressionOf(app, email)).toHaveLength(1);
      }
      const [bounce] = await suppressionOf(app, bounced);
      expect((await call(app.baseUrl, 'DELETE', `/api/admin/suppressions/${bounce.id}`, bearer(owner))).status).toBe(200);
      expect(await suppressionOf(app, bounced)).toEqual([]);
    });

    it("turns a bounce into the person's own unsubscribe, which then stays", async () => {
      const { email, token } = await recipient(app, 'upgraded');
      used.push(token);
      await send(app, '/api/mail-events', signedEvent({ type: 'bounce', email }));
      await send(app, `/api/unsubscribe/${token}`, form({ 'List-Unsubscribe': 'One-Click' }));
      expect(await suppressionOf(app, email)).toEqual([expect.objectContaining({ reason: 'unsubscribed' })]);
    });
  });

  it('counts every suppression by reason in unsubscribes_total', async () => {
    const metrics = await get(app.baseUrl, '/metrics');
    const count = (reason: string) => Number(new RegExp(`^unsubscribes_total\\{reason="${reason}"\\} (\\d+)`, 'm').exec(metrics.text)?.[1]);
    expect(count('unsubscribed')).toBeGreaterThanOrEqual(5);
    expect(count('bounced')).toBeGreaterThanOrEqual(3);
    expect(count('complained')).toBeGreaterThanOrEqual(2);
    expect(count('manual')).toBeGreaterThanOrEqual(1);
  });

  it('keeps no unsubscribe token in the log or any table', async () => {
    expect(used.length).toBeGreaterThan(5);
    const signatures = used.map((token) => token.split('.')[1]);
    const log = await app.output();
    for (const signature of signatures) expect(log).not.toContain(signature);
    expect(await tablesContaining(app, signatures)).toEqual([]);
    expect(log).toContain('/api/unsubscribe/:token');
  });
});

describe('provider events without MAIL_EVENTS_SECRET', () => {
  // The run's shared app has the mail link secret and the suppression key, and no MAIL_EVENTS_SECRET.
  let app: SharedApp;

  beforeAll(async () => {
    app = await sharedApp();
  });

  it('answers 404 with the sentence naming the variable, and records nothing', async () => {
    const email = uniqueEmail('off');
    const answer = await send(app, '/api/mail-events', signedEvent({ type: 'complaint', email }));
    expect(answer).toEqual(expect.objectContaining({ status: 404, body: { code: 'mail_events_off', error: messages.mailEventsOff } }));
    expect(
      await app.sql(`SELECT 1 FROM mail_events WHERE email_hash = hmac($1::text, $2::text, 'sha256')`, [email, SUPPRESSION_KEY]),
    ).toEqual([]);
    expect(await suppressionOf(app, email)).toEqual([]);
  });
});
