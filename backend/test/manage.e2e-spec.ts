import { type AdminRole, type ManagedReservation, type PersonalDataExport } from '@gameshift/contracts';
import { PgBoss } from 'pg-boss';
import { randomBytes } from 'node:crypto';
import { ADMIN, ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { get, messages, postJson, TokenPool } from './support/api';
import { until } from './support/mail-queue';
import { drainMail, PUBLIC_URL, reserve, reserveOk, uniqueEmail, uniqueHandle, UNLIMITED, waitForMailTo } from './support/reservations';
import { ReceivedMail, SmtpSink } from './support/smtp-sink';
import { startTestApp, tablesContaining, TestApp } from './support/test-app';

/** The token of the link to `route` (a path with `:token`) in a mail's text part. */
function tokenIn(mail: ReceivedMail, route: '/manage/:token' | '/manage/erase/:token'): string {
  const prefix = `${PUBLIC_URL}${route.replace(':token', '')}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${prefix}([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])`).exec(mail.text);
  if (!match) throw new Error(`no ${route} link in the mail:\n${mail.text}`);
  return match[1];
}

function del(app: TestApp, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return call(app.baseUrl, 'DELETE', path, {});
}

describe('a person’s own data: manage links, export, erasure, retention', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let tokens: TokenPool;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({ ...UNLIMITED, ...ADMIN_ENV, SMTP_URL: sink.url, PUBLIC_URL, RELEASED_HANDLE_HOLD_DAYS: '30' });
    tokens = await TokenPool.issue(app.baseUrl, 16);
  });
  afterAll(async () => {
    await app?.stop();
    await sink?.down();
  });

  /** A reservation made through the API, and the manage link of its confirmation mail. */
  async function reserveWithManageLink(
    label: string,
    body: Record<string, unknown> = {},
  ): Promise<{ email: string; handle: string; manage: string; id: string }> {
    const email = uniqueEmail(label);
    const handle = uniqueHandle('m');
    const res = await reserve(app.baseUrl, { email, gameshift_id: handle, human_token: tokens.take(), ...body });
    expect(res.status).toBe(201);
    const [mail] = await waitForMailTo(sink, email);
    const [{ id }] = await app.sql<{ id: string }>('SELECT id FROM reservations WHERE email = $1', [email]);
    return { email, handle, manage: tokenIn(mail, '/manage/:token'), id };
  }

  it('carries a manage link in the confirmation mail, which shows the reservation', async () => {
    const { email, handle, manage } = await reserveWithManageLink('confirm');
    const res = await get<ManagedReservation>(app.baseUrl, `/api/manage/${manage}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      handle,
      email,
      status: 'pending',
      created_at: expect.any(String),
      confirmed_at: null,
      announcements: 'subscribed',
    });
    // The link works many times until it expires.
    expect((await get(app.baseUrl, `/api/manage/${manage}`)).status).toBe(200);
    const [stored] = await app.sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM manage_links WHERE token_hash = encode(sha256($1), $2)',
      [Buffer.from(manage), 'hex'],
    );
    expect(stored.count).toBe(1);
    expect(await tablesContaining(app, [manage])).toEqual([]);
  });

  it('mails a fresh link to an address with a reservation, and answers a stranger the same without mailing', async () => {
    const { email } = await reserveWithManageLink('owner');
    const stranger = uniqueEmail('stranger');
    const owned = await postJson(app.baseUrl, '/api/manage/request', { email });
    const unknown = await postJson(app.baseUrl, '/api/manage/request', { email: stranger });
    expect(owned.status).toBe(202);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: owned.status, body: owned.body });
    expect(owned.body).toEqual({ message: messages.manageLinkRequested });

    const [, linkMail] = await waitForMailTo(sink, email, 2);
    expect(linkMail.subject).toBe(messages.manageMailSubject);
    const res = await get<ManagedReservation>(app.baseUrl, `/api/manage/${tokenIn(linkMail, '/manage/:token')}`);
    expect(res.body).toMatchObject({ email });
    await drainMail(app, sink, tokens.take());
    expect(sink.to(stranger)).toHaveLength(0);
  });

  it('answers the same once the per-address limit is reached, for a stranger and an owner alike, and mails no more', async () => {
    const { email } = await reserveWithManageLink('limited');
    const stranger = uniqueEmail('limited_stranger');
    const answers: Array<{ status: number; body: unknown }> = [];
    for (let i = 0; i < 5; i++) {
      for (const address of [email, stranger]) {
        const res = await postJson(app.baseUrl, '/api/manage/request', { email: address });
        answers.push({ status: res.status, body: res.body });
      }
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 202, body: { message: messages.manageLinkRequested } })]),
    );
    await drainMail(app, sink, tokens.take());
    // The confirmation, then one link: the limit held the other four back without saying so.
    expect(sink.to(email)).toHaveLength(2);
    expect(sink.to(stranger)).toHaveLength(0);
  });

  it('refuses a request that is not an email address, clearly and changing nothing', async () => {
    const res = await postJson(app.baseUrl, '/api/manage/request', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'invalid_body', error: messages.manageRequestShape, field: 'email' });
  });

  it('exports everything stored about the reservation as a JSON attachment, and nothing about anyone else', async () => {
    const other = await reserveWithManageLink('other');
    const { email, handle, manage, id } = await reserveWithManageLink('export', {
      attribution: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch', landing: '/learn' },
    });
    const owner = await signIn(app.baseUrl);
    expect((await call(app.baseUrl, 'POST', `/api/admin/reservations/${id}/verify`, bearer(owner))).status).toBe(200);
    expect((await postJson(app.baseUrl, `/api/manage/${manage}/announcements`, { subscribed: false })).status).toBe(200);

    const res = await fetch(`${app.baseUrl}/api/manage/${manage}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"$/);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    // Indented, one field a line: a person opens the file too.
    expect(text).toMatch(/^\{\n {2}"exported_at": "[^"]+",\n {2}"reservation": \{\n {4}"id": /);
    const data = JSON.parse(text) as PersonalDataExport;
    expect(data.reservation).toMatchObject({ id, handle, email, status: 'verified', confirmation_mails_sent: 1 });
    expect(data.reservation.confirmed_at).not.toBeNull();
    expect(data.attribution).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch', landing: '/learn' });
    expect(data.consent).toEqual({
      notice_date: '2026-11-25',
      notice_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      language: 'en',
      accepted_at: expect.any(String),
    });
    expect(data.mails).toEqual([{ kind: 'confirmation', at: expect.any(String) }]);
    expect(data.suppression).toEqual({ reason: 'unsubscribed', since: expect.any(String) });
    expect(data.claim).toEqual({ reserved: true, reserved_at: expect.any(String) });
    expect(text).not.toContain(ADMIN.email);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(manage);
  });

  it('stops announcements and starts them again', async () => {
    const { manage } = await reserveWithManageLink('switch');
    const stop = await postJson(app.baseUrl, `/api/manage/${manage}/announcements`, { subscribed: false });
    expect(stop).toMatchObject({ status: 200, body: { announcements: 'unsubscribed' } });
    expect((await get(app.baseUrl, `/api/manage/${manage}`)).body).toMatchObject({ announcements: 'unsubscribed' });
    const start = await postJson(app.baseUrl, `/api/manage/${manage}/announcements`, { subscribed: true });
    expect(start).toMatchObject({ status: 200, body: { announcements: 'subscribed' } });
    const wrong = await postJson(app.baseUrl, `/api/manage/${manage}/announcements`, { subscribed: 'no' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'invalid_body', error: messages.manageAnnouncementsShape } });
  });

  it('erases through the mailed confirmation: the address leaves every table, the handle is held, every link is dead', async () => {
    const { email, handle, manage, id } = await reserveWithManageLink('erase');
    // Copies of the address in other tables: an owner's actions on the reservation, an unsubscribe.
    const owner = await signIn(app.baseUrl);
    expect((await call(app.baseUrl, 'POST', `/api/admin/reservations/${id}/resend`, bearer(owner))).status).toBe(200);
    expect((await postJson(app.baseUrl, `/api/manage/${manage}/announcements`, { subscribed: false })).status).toBe(200);
    await waitForMailTo(sink, email, 2);
    expect(await tablesContaining(app, [email])).toEqual(
      expect.arrayContaining(['public.reservations', 'public.admin_audit', 'public.suppressions']),
    );

    const asked = await del(app, `/api/manage/${manage}`);
    expect(asked).toMatchObject({ status: 202, body: { message: messages.manageCheckMail } });
    // Asking changes nothing yet: the link may have been forwarded.
    expect((await get(app.baseUrl, `/api/manage/${manage}`)).status).toBe(200);
    const [, , eraseMail] = await waitForMailTo(sink, email, 3);
    expect(eraseMail.subject).toBe(messages.eraseMailSubject);
    // Told once what to do with a mail they did not ask for, and what that does.
    expect(eraseMail.text.match(/ignore/gi)).toHaveLength(1);
    expect(eraseMail.text).toContain(messages.eraseMailIgnore);
    const eraseToken = tokenIn(eraseMail, '/manage/erase/:token');
    // Opening the link (a mail scanner, the page itself) reads it without spending it.
    for (let i = 0; i < 2; i++) {
      expect(await get(app.baseUrl, `/api/manage/erase/${eraseToken}`)).toMatchObject({ status: 200, body: { handle } });
    }
    await until('the erase mail is settled', async () => {
      const [{ active }] = await app.sql<{ active: number }>(
        "SELECT count(*)::int AS active FROM pgboss.job WHERE name = 'mail.send' AND state IN ('created', 'retry', 'active')",
      );
      return active === 0;
    });

    const erased = await postJson(app.baseUrl, '/api/manage/erase', { token: eraseToken });
    // What is kept for this person: the handle's hold, and the code that honours their unsubscribe.
    expect(erased).toMatchObject({
      status: 200,
      body: { handle, handle_held_until: expect.any(String), handle_held_for_ever: false, suppression: 'unsubscribed' },
    });
    const heldDays = (Date.parse(String(erased.body.handle_held_until)) - Date.now()) / 86_400_000;
    expect(Math.round(heldDays)).toBe(30);
    expect(await get(app.baseUrl, `/api/manage/erase/${eraseToken}`)).toMatchObject({
      status: 404,
      body: { code: 'erase_link_invalid', error: messages.eraseLinkInvalid },
    });

    expect(await tablesContaining(app, [email])).toEqual([]);
    const [suppression] = await app.sql<{ email: string | null; reason: string }>(
      "SELECT email, reason FROM suppressions WHERE reason = 'unsubscribed' AND email IS NULL",
    );
    expect(suppression).toEqual({ email: null, reason: 'unsubscribed' });
    const [audit] = await app.sql<{ details: Record<string, unknown> }>(
      "SELECT details FROM admin_audit WHERE target = $1 AND action = 'reservation.resend'",
      [id],
    );
    expect(audit.details).toEqual({ gameshift_id: handle });

    // Every link is dead.
    for (const path of [`/api/manage/${manage}`, `/api/manage/${manage}/export`]) {
      expect(await get(app.baseUrl, path)).toMatchObject({
        status: 404,
        body: { code: 'manage_link_invalid', error: messages.manageLinkInvalid },
      });
    }
    expect((await del(app, `/api/manage/${manage}`)).status).toBe(404);
    expect(await postJson(app.baseUrl, '/api/manage/erase', { token: eraseToken })).toMatchObject({
      status: 404,
      body: { code: 'erase_link_invalid', error: messages.eraseLinkInvalid },
    });

    // The handle is held: taken for the availability check and the claim alike.
    expect((await get(app.baseUrl, `/api/handles/${handle}`)).body).toMatchObject({ available: false });
    const sniped = await reserve(app.baseUrl, { email: uniqueEmail('sniper'), gameshift_id: handle, human_token: tokens.take() });
    expect(sniped).toMatchObject({ status: 409, body: { code: 'handle_taken', error: messages.handleTaken, field: 'gameshift_id' } });
    const [hold] = await app.sql<{ days: number }>(
      'SELECT round(extract(epoch FROM held_until - now()) / 86400)::int AS days FROM released_handles WHERE handle = $1',
      [handle],
    );
    expect(hold.days).toBe(30);

    // Once the hold is over, the handle is free.
    await app.sql("UPDATE released_handles SET held_until = now() - interval '1 second' WHERE handle = $1", [handle]);
    expect((await get(app.baseUrl, `/api/handles/${handle}`)).body).toMatchObject({ available: true });
  });

  it('mails one erase confirmation however often it is asked, queued below confirmations', async () => {
    const { email, manage, id, handle } = await reserveWithManageLink('erase_again');
    const asked = await Promise.all([1, 2, 3].map(() => del(app, `/api/manage/${manage}`)));
    expect(asked.map((a) => a.status)).toEqual([202, 202, 202]);
    const [, eraseMail] = await waitForMailTo(sink, email, 2);
    expect(eraseMail.subject).toBe(messages.eraseMailSubject);
    await drainMail(app, sink, tokens.take());
    expect(sink.to(email)).toHaveLength(2);
    const jobs = await app.sql<{ priority: number }>(
      "SELECT priority FROM pgboss.job WHERE name = 'mail.send' AND data->>'kind' = 'manage-link' AND data->'params'->>'reservationId' = $1",
      [id],
    );
    expect(jobs).toEqual([{ priority: 0 }]);
    // A person who never unsubscribed is told of no suppression code kept for them.
    const erased = await postJson(app.baseUrl, '/api/manage/erase', { token: tokenIn(eraseMail, '/manage/erase/:token') });
    expect(erased).toMatchObject({ status: 200, body: { handle, suppression: null } });
  });

  it('never frees a handle held for ever (a claimed one)', async () => {
    const handle = uniqueHandle('c');
    await app.sql("INSERT INTO released_handles (handle, held_until) VALUES ($1, 'infinity')", [handle]);
    expect((await get(app.baseUrl, `/api/handles/${handle}`)).body).toMatchObject({ available: false });
    const res = await reserve(app.baseUrl, { email: uniqueEmail('claimed'), gameshift_id: handle, human_token: tokens.take() });
    expect(res.status).toBe(409);
  });

  it('refuses an unknown or malformed manage link with 404 and the catalogue’s words', async () => {
    for (const token of ['x'.repeat(43), 'short', encodeURIComponent('../../etc')]) {
      expect(await get(app.baseUrl, `/api/manage/${token}`)).toMatchObject({
        status: 404,
        body: { code: 'manage_link_invalid', error: messages.manageLinkInvalid },
      });
      expect(await get(app.baseUrl, `/api/manage/erase/${token}`)).toMatchObject({
        status: 404,
        body: { code: 'erase_link_invalid', error: messages.eraseLinkInvalid },
      });
    }
    await app.sql(
      "INSERT INTO manage_links (token_hash, reservation_id, purpose, sent_in, expires_at) SELECT encode(sha256($1), 'hex'), id, 'manage', 'manage_link', now() - interval '1 second' FROM reservations LIMIT 1",
      [Buffer.from('e'.repeat(43))],
    );
    expect((await get(app.baseUrl, `/api/manage/${'e'.repeat(43)}`)).status).toBe(404);
  });

  it('lets an owner erase, audited without the address, and refuses an operator', async () => {
    const { email, gameshift_id: handle } = await reserveOk(app.baseUrl, tokens.take(), uniqueHandle('o'), uniqueEmail('owned'));
    await waitForMailTo(sink, email);
    const [{ id }] = await app.sql<{ id: string }>('SELECT id FROM reservations WHERE email = $1', [email]);
    const operator = await member(app, 'operator');
    const refused = await call(app.baseUrl, 'POST', `/api/admin/reservations/${id}/erase`, bearer(operator));
    expect(refused).toMatchObject({ status: 403, body: { code: 'role_forbidden', error: messages.roleForbidden } });
    expect(await tablesContaining(app, [email])).toContain('public.reservations');

    const owner = await signIn(app.baseUrl);
    const done = await call(app.baseUrl, 'POST', `/api/admin/reservations/${id}/erase`, bearer(owner));
    expect(done.status).toBe(204);
    expect(await tablesContaining(app, [email])).toEqual([]);
    const [entry] = await app.sql<{ admin_email: string; details: object }>(
      "SELECT admin_email, details FROM admin_audit WHERE action = 'reservation.erase' AND target = $1",
      [id],
    );
    expect(entry).toEqual({ admin_email: ADMIN.email, details: {} });
    expect((await get(app.baseUrl, `/api/handles/${handle}`)).body).toMatchObject({ available: false });
    expect((await call(app.baseUrl, 'POST', `/api/admin/reservations/${id}/erase`, bearer(owner))).status).toBe(404);
  });

  it('carries a fresh manage link in every announcement copy', async () => {
    const { email, manage, id } = await reserveWithManageLink('reader');
    const owner = await signIn(app.baseUrl);
    expect((await call(app.baseUrl, 'POST', `/api/admin/reservations/${id}/verify`, bearer(owner))).status).toBe(200);
    const draft = await call<{ id: string }>(app.baseUrl, 'POST', '/api/admin/announcements', bearer(owner), {
      subject: '{product} is live',
      body: 'Hello {handle}',
    });
    expect(draft.status).toBe(201);
    expect((await call(app.baseUrl, 'POST', `/api/admin/announcements/${draft.body.id}/send`, bearer(owner), {})).status).toBe(202);
    const [, copy] = await waitForMailTo(sink, email, 2);
    const fromCopy = tokenIn(copy, '/manage/:token');
    expect(fromCopy).not.toBe(manage);
    expect(await get(app.baseUrl, `/api/manage/${fromCopy}`)).toMatchObject({ status: 200, body: { email } });
  });

  it('applies the retention settings to seeded old rows, and keeps the recent ones', async () => {
    const tag = randomBytes(3).toString('hex');
    await app.sql(
      `INSERT INTO analytics_visitors (day, visitor, source) VALUES
         (current_date - 401, decode($1, 'hex'), 'old'), (current_date - 399, decode($2, 'hex'), 'kept')`,
      [`a1${tag}`, `a2${tag}`],
    );
    await app.sql(
      `INSERT INTO analytics_page_views (day, path, source, views) VALUES
         (current_date - 401, $1, 'old', 3), (current_date - 399, $1, 'kept', 4)`,
      [`/retention-${tag}`],
    );
    const [oldViolation] = await app.sql<{ id: string }>(
      `INSERT INTO security_violations (ip_address, user_agent, violation_type, violation_data, created_at)
         VALUES ('198.51.100.7', 'OldBot/1', 'honeypot', '{"website":"x"}', now() - interval '91 days') RETURNING id`,
    );
    const [newViolation] = await app.sql<{ id: string }>(
      `INSERT INTO security_violations (ip_address, user_agent, violation_type, violation_data, created_at)
         VALUES ('198.51.100.8', 'NewBot/1', 'honeypot', '{}', now() - interval '89 days') RETURNING id`,
    );
    const [oldAudit] = await app.sql<{ id: string }>(
      `INSERT INTO admin_audit (admin_email, action, created_at) VALUES ($1, 'admin.login', now() - interval '401 days') RETURNING id`,
      [ADMIN.email],
    );
    const [newAudit] = await app.sql<{ id: string }>(
      `INSERT INTO admin_audit (admin_email, action, created_at) VALUES ($1, 'admin.login', now() - interval '399 days') RETURNING id`,
      [ADMIN.email],
    );
    const keyed = async (state: 'verified' | 'expired' | 'pending') => {
      const email = uniqueEmail(`key_${state}`);
      const created = state === 'expired' ? "now() - interval '25 hours'" : 'now()';
      const [row] = await app.sql<{ id: string }>(
        `INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until, is_verified, verified_at, client_key, created_at)
           VALUES ($1, $1, $2, ${created}, ${state === 'verified' ? "'infinity'" : `${created} + interval '24 hours'`},
                   ${state === 'verified' ? "'infinity'" : `${created} + interval '24 hours'`}, $3, ${state === 'verified' ? 'now()' : 'NULL'},
                   '192.0.2.44', ${created}) RETURNING id`,
        [email, uniqueHandle('k'), state === 'verified'],
      );
      return row.id;
    };
    const verified = await keyed('verified');
    const expired = await keyed('expired');
    const pending = await keyed('pending');

    await runPurge(app);

    expect(
      await app.sql('SELECT source FROM analytics_visitors WHERE visitor IN (decode($1, $3), decode($2, $3))', [
        `a1${tag}`,
        `a2${tag}`,
        'hex',
      ]),
    ).toEqual([{ source: 'kept' }]);
    expect(await app.sql('SELECT source FROM analytics_page_views WHERE path = $1', [`/retention-${tag}`])).toEqual([{ source: 'kept' }]);
    const violations = await app.sql<{ id: string; ip_address: string | null; user_agent: string | null; violation_type: string }>(
      'SELECT id, ip_address, user_agent, violation_type FROM security_violations WHERE id IN ($1, $2)',
      [oldViolation.id, newViolation.id],
    );
    expect(violations).toEqual(
      expect.arrayContaining([
        { id: oldViolation.id, ip_address: null, user_agent: null, violation_type: 'honeypot' },
        { id: newViolation.id, ip_address: '198.51.100.8', user_agent: 'NewBot/1', violation_type: 'honeypot' },
      ]),
    );
    expect(await app.sql('SELECT id FROM admin_audit WHERE id IN ($1, $2)', [oldAudit.id, newAudit.id])).toEqual([{ id: newAudit.id }]);
    const keys = await app.sql<{ id: string; client_key: string | null }>(
      'SELECT id, client_key FROM reservations WHERE id IN ($1, $2, $3)',
      [verified, expired, pending],
    );
    expect(Object.fromEntries(keys.map((k) => [k.id, k.client_key]))).toEqual({
      [verified]: null,
      [expired]: null,
      [pending]: '192.0.2.44',
    });
  });
});

/** An admin of the given role with the first admin's password, signed in. */
async function member(app: TestApp, role: AdminRole): Promise<string> {
  const email = `${role}_${randomBytes(4).toString('hex')}@example.com`;
  await app.sql('INSERT INTO admins (email, password_hash, role) SELECT $1, password_hash, $2 FROM admins WHERE email = $3', [
    email,
    role,
    ADMIN.email,
  ]);
  return signIn(app.baseUrl, email);
}

/** Runs the daily purge now, as its schedule would: a job on its queue, worked by the app. */
async function runPurge(app: TestApp): Promise<void> {
  const boss = new PgBoss({ connectionString: app.databaseUrl, supervise: false, schedule: false, migrate: false });
  await boss.start();
  let id: string | null;
  try {
    id = await boss.send('housekeeping.purge', {});
  } finally {
    await boss.stop({ graceful: false });
  }
  await until('the purge job is done', async () => {
    const [job] = await app.sql<{ state: string }>('SELECT state::text AS state FROM pgboss.job WHERE id = $1', [id]);
    return job?.state === 'completed';
  });
}
