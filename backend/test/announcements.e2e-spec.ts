import { type AdminRole, type AnnouncementRecord } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { ADMIN, ADMIN_ENV, bearer, call, seedReservation, signIn } from './support/admin';
import { mailMessages, messages, sleep } from './support/api';
import { PUBLIC_URL } from './support/reservations';
import { SmtpSink, type ReceivedMail } from './support/smtp-sink';
import { createTestDatabase, startTestApp, tablesContaining, TestApp } from './support/test-app';

const LINK_SECRET = 'mail-link-secret-for-the-e2e-run-0123456789';
const SUPPRESSION_KEY = 'suppression-key-for-the-e2e-run-0123456789';
const HEARTBEAT = { OUTBOX_HEARTBEAT_S: '10', OUTBOX_MONITOR_S: '1' };

type Answer = Awaited<ReturnType<typeof call<AnnouncementRecord>>>;

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

/** `count` confirmed reservations in one statement: `{prefix}{n}@example.com`, handle `{prefix}{n}`. */
async function seedConfirmed(app: TestApp, prefix: string, count: number): Promise<string[]> {
  const rows = await app.sql<{ email: string }>(
    `INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until,
       is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count, created_at)
     SELECT e, e, h, now(), 'infinity', 'infinity', true, true, now(), now(), now(), 1, now()
       FROM (SELECT $1 || n || '@example.com' AS e, $1 || n AS h FROM generate_series(1, $2::int) AS n) s
     RETURNING email`,
    [prefix, count],
  );
  return rows.map((r) => r.email);
}

async function suppressedReason(app: TestApp, email: string): Promise<string | undefined> {
  const rows = await app.sql<{ reason: string }>(`SELECT reason FROM suppressions WHERE email_hash = hmac($1::text, $2::text, 'sha256')`, [
    email.toLowerCase(),
    SUPPRESSION_KEY,
  ]);
  return rows[0]?.reason;
}

async function member(app: TestApp, role: AdminRole): Promise<{ email: string; token: string }> {
  const email = `${role}_${randomBytes(4).toString('hex')}@example.com`;
  await app.sql('INSERT INTO admins (email, password_hash, role) SELECT $1, password_hash, $2 FROM admins WHERE email = $3', [
    email,
    role,
    ADMIN.email,
  ]);
  return { email, token: await signIn(app.baseUrl, email) };
}

function copiesPer(mails: ReceivedMail[], prefix: string): Map<string, ReceivedMail[]> {
  const per = new Map<string, ReceivedMail[]>();
  for (const mail of mails) {
    for (const to of mail.to) if (to.startsWith(prefix)) per.set(to, [...(per.get(to) ?? []), mail]);
  }
  return per;
}

/** The owner's calls, to whichever instance serves the file at the time (the kill replaces it). */
class Owner {
  constructor(
    private readonly app: () => TestApp,
    readonly token: string,
  ) {}

  call(method: string, path: string, body?: unknown): Promise<Answer> {
    return call<AnnouncementRecord>(this.app().baseUrl, method, `/api/admin/announcements${path}`, bearer(this.token), body);
  }

  async draft(subject: string, body: string): Promise<AnnouncementRecord> {
    const answer = await this.call('POST', '', { subject, body });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  async settled(id: string, status = 'sent', timeoutMs = 30_000): Promise<AnnouncementRecord> {
    let last: AnnouncementRecord | undefined;
    await until(
      `announcement ${id} is ${status}`,
      async () => {
        last = (await this.call('GET', `/${id}`)).body;
        return last.status === status;
      },
      timeoutMs,
    );
    return last!;
  }
}

/**
 * One instance serves the cases in turn, on one SMTP server and one database; the last case kills it
 * in the middle of a send and has the instance restarted in its place finish it.
 */
describe('the launch announcement', () => {
  const env = { ...ADMIN_ENV, ...HEARTBEAT, PUBLIC_URL, MAIL_LINK_SECRET: LINK_SECRET, SUPPRESSION_KEY };
  let sink: SmtpSink;
  let app: TestApp;
  let owner: Owner;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({ ...env, SMTP_URL: sink.url }, await createTestDatabase());
    // The JWT secret is the same after the restart: the token stays good.
    owner = new Owner(() => app, await signIn(app.baseUrl));
  });
  afterAll(async () => {
    await app?.stop();
    await sink.down();
  });

  describe('drafts and roles', () => {
    it('lets owners write, change and delete a draft, and every role read it with its audience', async () => {
      await seedConfirmed(app, 'aud', 3);
      const draft = await owner.draft('{product} is live', 'Hello {handle}');
      expect(draft).toMatchObject({ status: 'draft', sent: 0, failed: 0, bounced: 0, skipped: 0, started_at: null, finished_at: null });
      expect(draft.recipients).toBeGreaterThanOrEqual(3);
      for (const role of ['viewer', 'operator'] as const) {
        const { token } = await member(app, role);
        const one = await call<AnnouncementRecord>(app.baseUrl, 'GET', `/api/admin/announcements/${draft.id}`, bearer(token));
        expect(one).toMatchObject({ status: 200, body: { id: draft.id, subject: '{product} is live' } });
        const list = await call<AnnouncementRecord[]>(app.baseUrl, 'GET', '/api/admin/announcements', bearer(token));
        expect(list.status).toBe(200);
        expect(list.headers.get('content-range')).toMatch(/^announcements /);
        for (const [method, path, body] of [
          ['POST', '', { subject: 's', body: 'b' }],
          ['PUT', `/${draft.id}`, { subject: 's', body: 'b' }],
          ['DELETE', `/${draft.id}`, undefined],
          ['POST', `/${draft.id}/send`, {}],
          ['POST', `/${draft.id}/test`, {}],
        ] as const) {
          const refused = await call(app.baseUrl, method, `/api/admin/announcements${path}`, bearer(token), body);
          expect({ role, method, path, status: refused.status, body: refused.body }).toEqual({
            role,
            method,
            path,
            status: 403,
            body: { code: 'role_forbidden', error: messages.roleForbidden },
          });
        }
      }
      const changed = await owner.call('PUT', `/${draft.id}`, { subject: 'Changed', body: 'New body' });
      expect(changed).toMatchObject({ status: 200, body: { subject: 'Changed', body: 'New body', status: 'draft' } });
      const removed = await owner.call('DELETE', `/${draft.id}`);
      expect(removed.status).toBe(200);
      expect((await owner.call('GET', `/${draft.id}`)).status).toBe(404);
    });

    it('refuses bad input with a specific error and changes nothing', async () => {
      expect(await owner.call('POST', '', { subject: '', body: 'x' })).toMatchObject({
        status: 400,
        body: { code: 'invalid_body', error: messages.announcementShape, field: 'subject' },
      });
      expect(await owner.call('POST', '', { subject: 'Hi', body: 'Hello {name}' })).toMatchObject({
        status: 400,
        body: { code: 'announcement_placeholder', error: messages.announcementPlaceholder('name'), field: 'body' },
      });
      const draft = await owner.draft('Kept', 'Kept body');
      expect(await owner.call('PUT', `/${draft.id}`, { subject: 'x'.repeat(201), body: 'b' })).toMatchObject({ status: 400 });
      expect(await owner.call('POST', `/${draft.id}/send`, { send_at: 'tomorrow' })).toMatchObject({
        status: 400,
        body: { code: 'invalid_body', error: messages.announcementSendAt, field: 'send_at' },
      });
      expect((await owner.call('GET', `/${draft.id}`)).body).toMatchObject({ subject: 'Kept', body: 'Kept body', status: 'draft' });
      expect((await owner.call('GET', '/not-an-id')).status).toBe(404);
    });

    it('refuses to change, delete or send again once it is no longer a draft', async () => {
      const draft = await owner.draft('Scheduled', 'Body');
      const later = new Date(Date.now() + 3600_000).toISOString();
      expect(await owner.call('POST', `/${draft.id}/send`, { send_at: later })).toMatchObject({ status: 202 });
      expect((await owner.call('GET', `/${draft.id}`)).body).toMatchObject({ status: 'scheduled', send_at: later });
      for (const [method, path, body] of [
        ['PUT', `/${draft.id}`, { subject: 'x', body: 'y' }],
        ['DELETE', `/${draft.id}`, undefined],
        ['POST', `/${draft.id}/send`, {}],
      ] as const) {
        expect(await owner.call(method, path, body)).toMatchObject({
          status: 409,
          body: { code: 'announcement_not_draft', error: messages.announcementNotDraft },
        });
      }
      expect(await owner.call('POST', `/${draft.id}/resume`)).toMatchObject({
        status: 409,
        body: { code: 'announcement_state', error: messages.announcementState('resumed', 'scheduled') },
      });
      expect(await owner.call('POST', `/${draft.id}/cancel`)).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    });

    it('starts a scheduled send when its time comes', async () => {
      const draft = await owner.draft('Soon', 'Hi {handle}');
      const soon = new Date(Date.now() + 1000).toISOString();
      expect(await owner.call('POST', `/${draft.id}/send`, { send_at: soon })).toMatchObject({ status: 202 });
      expect((await owner.call('GET', `/${draft.id}`)).body).toMatchObject({ status: 'scheduled', started_at: null });
      const done = await owner.settled(draft.id, 'sent', 15_000);
      expect(Date.parse(done.started_at!)).toBeGreaterThanOrEqual(Date.parse(soon));
      expect(done.sent).toBe(done.recipients);
    });
  });

  describe('a test copy', () => {
    it('goes to the signed-in admin only, marked as a test, with markdown rendered and raw HTML escaped', async () => {
      const draft = await owner.draft(
        'News for {handle}',
        [
          '# {product} is **live**',
          '',
          'Claim it: [claim your ID]({claim_url}) and <img src=x onerror=alert(1)> [bad](javascript:alert(1))',
          '',
          '<script>alert(1)</script>',
        ].join('\n'),
      );
      const before = sink.received.length;
      expect(await owner.call('POST', `/${draft.id}/test`, {})).toMatchObject({ status: 202 });
      const [mail] = (await sink.waitFor(before + 1)).slice(before);
      expect(mail.to).toEqual([ADMIN.email]);
      expect(mail.subject).toBe(`[Test] News for ${messages.announcementSampleHandle}`);
      expect(mail.html).toMatch(/<h1 style="[^"]*">GameShift is <strong>live<\/strong><\/h1>/);
      expect(mail.html).toMatch(new RegExp(`<a href="${PUBLIC_URL}" style="[^"]*">claim your ID</a>`));
      expect(mail.html).not.toMatch(/<script|<img|javascript:/i);
      expect(mail.html).toContain('&lt;script&gt;');
      expect(mail.text).toContain(messages.announcementTestNotice);
      // The inert sample: its link answers and unsubscribes no one.
      const unsubscribe = String(mail.headers.get('list-unsubscribe'));
      expect(unsubscribe).toMatch(new RegExp(`^<${PUBLIC_URL}/api/unsubscribe/sample\\.`));
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toMatch(
        new RegExp(
          `${messages.manageMailLink}: ${PUBLIC_URL}/manage\n${mailMessages.announcementUnsubscribe}: ${PUBLIC_URL}/unsubscribe/sample\\.`,
        ),
      );
      expect(mail.html).toMatch(new RegExp(`<a href="${PUBLIC_URL}/manage" [^>]*>${messages.manageMailLink}</a> · `));
      expect((await owner.call('GET', `/${draft.id}`)).body.status).toBe('draft');
    });

    it('may go to another admin of the team, never to a stranger (400, nothing sent)', async () => {
      const draft = await owner.draft('Team copy', 'Body');
      const colleague = await member(app, 'viewer');
      const before = sink.received.length;
      expect(await owner.call('POST', `/${draft.id}/test`, { email: colleague.email })).toMatchObject({ status: 202 });
      const [mail] = (await sink.waitFor(before + 1)).slice(before);
      expect(mail.to).toEqual([colleague.email]);
      // The queue named the colleague by id: the address was written into the copy as it left.
      expect((await tablesContaining(app, [colleague.email])).filter((table) => table.startsWith('pgboss.'))).toEqual([]);
      for (const email of ['stranger@example.com', 'not an address']) {
        expect(await owner.call('POST', `/${draft.id}/test`, { email })).toMatchObject({
          status: 400,
          body: { code: 'announcement_test_recipient', error: messages.announcementTestRecipient, field: 'email' },
        });
      }
      await sleep(500);
      expect(sink.received.length).toBe(before + 1);
    });
  });

  describe('the send', () => {
    const dead = (address: string) => /^big\d*0@/.test(address);
    const throttled = new Set<string>();

    it('sends exactly one copy to each confirmed reserver, waits out 451s, bounces and suppresses 550s', async () => {
      const emails = await seedConfirmed(app, 'big', 300);
      sink.refuseRecipient = (address) => {
        if (dead(address)) return { at: 'recipient', code: 550, message: '5.1.1 No such user here' };
        // A few are throttled once, then accepted.
        if (Number(/^big(\d+)@/.exec(address)?.[1]) % 50 === 7 && !throttled.has(address)) {
          throttled.add(address);
          return { at: 'recipient', code: 451, message: '4.7.1 Slow down' };
        }
        return undefined;
      };
      const [{ audience }] = await app.sql<{ audience: number }>('SELECT count(*)::int AS audience FROM reservations WHERE is_verified');
      const draft = await owner.draft('{product} is live', 'Hi **{handle}**, claim at {claim_url}');
      const sent = await owner.call('POST', `/${draft.id}/send`, {});
      expect(sent).toMatchObject({ status: 202, body: { recipients: audience } });
      // Confirmed after the start: not in this send.
      const [late] = await seedConfirmed(app, 'late', 1);

      const done = await owner.settled(draft.id);
      const bounced = emails.filter(dead);
      expect(done).toMatchObject({ recipients: audience, sent: audience - bounced.length, bounced: bounced.length, failed: 0, skipped: 0 });
      expect(done.finished_at).not.toBeNull();
      expect(throttled.size).toBeGreaterThan(0);

      const copies = copiesPer(sink.received, 'big');
      expect([...copies.keys()].sort()).toEqual(emails.filter((e) => !dead(e)).sort());
      expect([...copies.values()].every((c) => c.length === 1)).toBe(true);
      expect(sink.to(late)).toEqual([]);
      for (const email of bounced) expect(await suppressedReason(app, email)).toBe('bounced');
      expect(await suppressedReason(app, emails[0])).toBeUndefined();

      const [copy] = copies.get('big1@example.com')!;
      expect(copy.subject).toBe('GameShift is live');
      expect(copy.html).toContain('<strong>big1</strong>');
      expect(copy.text).toContain(`claim at ${PUBLIC_URL}`);
      const [, listUrl] = /^<(.+)>$/.exec(String(copy.headers.get('list-unsubscribe')))!;
      expect(copy.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const token = listUrl.split('/').pop()!;
      expect(copy.text).toContain(`${PUBLIC_URL}/unsubscribe/${token}`);
      expect(copy.html).toContain(`href="${PUBLIC_URL}/unsubscribe/${token}"`);
      // One click, as a mail client does it.
      const res = await fetch(`${app.baseUrl}${new URL(listUrl).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      expect(await suppressedReason(app, 'big1@example.com')).toBe('unsubscribed');
    });

    it('leaves every suppressed address out of the next announcement', async () => {
      sink.refuseRecipient = undefined;
      const before = sink.received.length;
      const draft = await owner.draft('Second news', 'Again, {handle}');
      const { body } = await owner.call('POST', `/${draft.id}/send`, {});
      const [{ audience }] = await app.sql<{ audience: number }>(
        `SELECT count(*)::int AS audience FROM reservations r WHERE is_verified
            AND NOT EXISTS (SELECT 1 FROM suppressions s WHERE s.email_hash = hmac(r.email_canonical, $1::text, 'sha256'))`,
        [SUPPRESSION_KEY],
      );
      expect(body).toEqual({ recipients: audience });
      const done = await owner.settled(draft.id);
      expect(done).toMatchObject({ sent: audience, bounced: 0, failed: 0 });
      const copies = copiesPer(sink.received.slice(before), 'big');
      expect(copies.has('big1@example.com')).toBe(false);
      for (const address of copies.keys()) expect(dead(address)).toBe(false);
      expect(copies.size).toBe(300 - 30 - 1);
    });

    it('pauses itself on a refusal about us, suppressing nobody, and finishes once resumed', async () => {
      sink.refuseRecipient = () => ({ at: 'recipient', code: 554, message: '5.7.1 Sender address not verified' });
      const before = sink.received.length;
      const draft = await owner.draft('Third news', 'Once more, {handle}');
      await owner.call('POST', `/${draft.id}/send`, {});
      const paused = await owner.settled(draft.id, 'paused');
      expect(paused.paused_reason).toContain('5.7.1 Sender address not verified');
      expect(paused.failed).toBeGreaterThan(0);
      expect(paused.bounced).toBe(0);
      const [{ suppressed }] = await app.sql<{ suppressed: number }>(
        `SELECT count(*)::int AS suppressed FROM suppressions WHERE reason = 'bounced'`,
      );
      expect(suppressed).toBe(30);
      expect(app.output()).toContain('the send is paused');

      // Suppressed while the send waits: skipped when its copy comes up, not sent. Not one whose job was
      // in hand when the send paused: that copy was on its way to the refusing server and ends failed.
      // A batch in hand puts its copies not handed over back as it settles, just after the pause.
      let waiting: { email: string } | undefined;
      await until('a queued copy is out of hand', async () => {
        [waiting] = await app.sql<{ email: string }>(
          `SELECT r.email FROM announcement_recipients ar JOIN reservations r ON r.id = ar.reservation_id
            WHERE ar.announcement_id = $1 AND ar.state = 'queued'
              AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = 'announcement.send' AND j.state = 'active'
                               AND j.data->>'announcementId' = $1::text
                               AND ar.reservation_id BETWEEN (j.data->>'first')::uuid AND (j.data->>'last')::uuid)
            LIMIT 1`,
          [draft.id],
        );
        return waiting !== undefined;
      });
      const added = await call(app.baseUrl, 'POST', '/api/admin/suppressions', bearer(owner.token), { email: waiting!.email });
      expect(added.status).toBe(201);

      sink.refuseRecipient = undefined;
      const resumedAt = Date.now();
      const resumed = await owner.call('POST', `/${draft.id}/resume`);
      expect(resumed).toMatchObject({ status: 200, body: { status: 'sending', paused_reason: null } });
      // Waiting counts from the resume, not from the last copy settled before the pause.
      expect(Date.parse(resumed.body.waiting_since!)).toBeGreaterThanOrEqual(resumedAt - 1000);
      expect(paused.waiting_since).toBeNull();
      const done = await owner.settled(draft.id);
      expect(done.sent + done.failed + done.skipped).toBe(done.recipients);
      expect(done.skipped).toBe(1);
      expect(sink.received.slice(before).some((m) => m.to.includes(waiting!.email))).toBe(false);
      // The copies already in flight when the send paused were refused too; none was tried again.
      expect(done.failed).toBeGreaterThanOrEqual(paused.failed);
      const failed = await app.sql<{ email: string }>(
        `SELECT r.email FROM announcement_recipients ar JOIN reservations r ON r.id = ar.reservation_id
          WHERE ar.announcement_id = $1 AND ar.state = 'failed'`,
        [draft.id],
      );
      expect(failed).toHaveLength(done.failed);
      for (const { email } of failed) expect(sink.received.slice(before).some((m) => m.to.includes(email))).toBe(false);
      const copies = [...copiesPer(sink.received.slice(before), '').values()];
      expect(copies.length).toBe(done.sent);
      expect(copies.every((c) => c.length === 1)).toBe(true);
      const metrics = await (await fetch(`${app.baseUrl}/metrics`)).text();
      expect(metrics).toMatch(/announcement_messages_total\{outcome="failed"\} [1-9]/);
      expect(metrics).toMatch(/announcement_messages_total\{outcome="bounced"\} 30/);
    });
  });

  describe('an announcement whose instance is killed mid-send', () => {
    it('is finished by the restarted instance, nobody twice, nobody missed', async () => {
      const { databaseUrl } = app;
      await seedConfirmed(app, 'crash', 120);
      // Everyone confirmed and not suppressed: the 120 just now and those of the cases before.
      const everyone = (
        await app.sql<{ email: string }>(
          `SELECT email FROM reservations r WHERE is_verified
              AND NOT EXISTS (SELECT 1 FROM suppressions s WHERE s.email_hash = hmac(r.email_canonical, $1::text, 'sha256'))`,
          [SUPPRESSION_KEY],
        )
      ).map((r) => r.email);
      const before = sink.received.length;
      // The server answers the next 30; the copies after them hang unanswered, taken and held.
      sink.acceptUpTo = before + 30;
      const draft = await owner.draft('Live again', 'Hi {handle}');
      expect(await owner.call('POST', `/${draft.id}/send`, {})).toMatchObject({ status: 202, body: { recipients: everyone.length } });
      await until('the instance holds copies unanswered', () => sink.received.length === before + 30 && sink.heldCount > 0);
      // The accepted ones are recorded within moments of their answer.
      await until('the accepted copies are recorded', async () => {
        const [{ sent }] = await app.sql<{ sent: number }>(
          `SELECT count(*)::int AS sent FROM announcement_recipients WHERE announcement_id = $1 AND state = 'sent'`,
          [draft.id],
        );
        return sent === 30;
      });

      await app.kill();
      // Never answered: for the sender, and for a real server, these were not sent.
      sink.dropHeld();
      sink.acceptUpTo = Number.POSITIVE_INFINITY;
      app = await startTestApp({ ...env, SMTP_URL: sink.url }, databaseUrl);
      const done = await owner.settled(draft.id, 'sent', 30_000);
      expect(done).toMatchObject({ recipients: everyone.length, sent: everyone.length, failed: 0, bounced: 0, skipped: 0 });
      const copies = copiesPer(sink.received.slice(before), '');
      expect([...copies.keys()].sort()).toEqual([...everyone].sort());
      expect([...copies.values()].every((c) => c.length === 1)).toBe(true);
    }, 90_000);
  });
});

describe('confirmation mail during an announcement', () => {
  let sink: SmtpSink;
  let app: TestApp;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    // A provider's rate that makes the announcement last several seconds, shared by both queues.
    app = await startTestApp({
      ...ADMIN_ENV,
      SMTP_URL: sink.url,
      PUBLIC_URL,
      MAIL_MAX_PER_SECOND: '20',
      MAIL_LINK_SECRET: LINK_SECRET,
      SUPPRESSION_KEY,
    });
  });
  afterAll(async () => {
    await app.stop();
    await sink.down();
  });

  it('does not wait behind the copies still queued', async () => {
    await seedConfirmed(app, 'wave', 200);
    const owner = new Owner(() => app, await signIn(app.baseUrl));
    const draft = await owner.draft('Live', 'Hi {handle}');
    await owner.call('POST', `/${draft.id}/send`, {});
    await until('the announcement is under way', () => sink.received.length >= 20);

    const email = 'confirm-me@example.com';
    const id = await seedReservation(app, { email, handle: 'confirm_me', state: 'pending' });
    const asked = Date.now();
    expect((await call(app.baseUrl, 'POST', `/api/admin/reservations/${id}/resend`, bearer(owner.token))).status).toBe(200);
    await until('the confirmation arrives', () => sink.to(email).length === 1);
    const waitedMs = Date.now() - asked;
    // At 20 a second, the copies still queued need several seconds more: it went ahead of them.
    const { sent } = (await owner.call('GET', `/${draft.id}`)).body;
    process.stdout.write(`confirmation during an announcement: ${waitedMs} ms, with ${200 - sent} copies still queued\n`);
    expect(sent).toBeLessThan(200 - 40);
    expect((await owner.settled(draft.id)).sent).toBe(200);
  });
});
