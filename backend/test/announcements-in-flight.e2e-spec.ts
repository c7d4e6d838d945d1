import { type AnnouncementRecord } from '@gameshift/contracts';
import { ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { sleep } from './support/api';
import { PUBLIC_URL } from './support/reservations';
import { SmtpSink } from './support/smtp-sink';
import { startTestApp, TestApp } from './support/test-app';

const POOL_SIZE = 3;
const AUDIENCE = 400;
/** The server accepts this many copies, then refuses every one for a reason about us. */
const ACCEPTED = 60;

/**
 * A refusal about us (the account, the sender) stops a send within the copies already handed to
 * the SMTP pool: no more than its connections end failed, however large the batches, and every
 * other copy goes back, to be sent once the owner resumes.
 */
describe('an announcement refused for a reason about us', () => {
  let sink: SmtpSink;
  let app: TestApp;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({
      ...ADMIN_ENV,
      SMTP_URL: sink.url,
      MAIL_POOL_SIZE: String(POOL_SIZE),
      PUBLIC_URL,
      MAIL_LINK_SECRET: 'mail-link-secret-for-the-e2e-run-0123456789',
      SUPPRESSION_KEY: 'suppression-key-for-the-e2e-run-0123456789',
    });
  });
  afterEach(() => {
    // A case that failed half-way leaves the server as it found it for the next.
    sink.refuseRecipient = undefined;
    sink.acceptUpTo = Number.POSITIVE_INFINITY;
    sink.releaseHeld();
  });
  afterAll(async () => {
    await app.stop();
    await sink.down();
  });

  it('fails at most the SMTP pool’s worth of copies and sends the rest once resumed', async () => {
    await app.sql(
      `INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until,
         is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count, created_at)
       SELECT e, e, h, now(), 'infinity', 'infinity', true, true, now(), now(), now(), 1, now()
         FROM (SELECT 'flight' || n || '@example.com' AS e, 'flight' || n AS h FROM generate_series(1, $1::int) AS n) s`,
      [AUDIENCE],
    );
    let recipientsSeen = 0;
    sink.refuseRecipient = () =>
      ++recipientsSeen > ACCEPTED ? { at: 'recipient', code: 554, message: '5.7.1 Sender address not verified' } : undefined;
    const token = await signIn(app.baseUrl);
    const announcements = (method: string, path: string, body?: unknown) =>
      call<AnnouncementRecord>(app.baseUrl, method, `/api/admin/announcements${path}`, bearer(token), body);
    const state = async (id: string, status: string, sent?: number) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { body } = await announcements('GET', `/${id}`);
        if (body.status === status && (sent === undefined || body.sent === sent)) return body;
        if (Date.now() > deadline) throw new Error(`announcement ${id} is ${body.status} with ${body.sent} sent, not ${status}`);
        await sleep(50);
      }
    };
    const { body: draft } = await announcements('POST', '', { subject: 'Live', body: 'Hi {handle}' });
    expect(await announcements('POST', `/${draft.id}/send`, {})).toMatchObject({ status: 202, body: { recipients: AUDIENCE } });

    // Copies the server accepted on the other connections as the refusal came back are recorded a moment after the pause.
    const paused = await state(draft.id, 'paused', ACCEPTED);
    expect(paused.sent).toBe(ACCEPTED);
    expect(sink.received).toHaveLength(ACCEPTED);
    // Settle the batches in hand: the copies refused on the pool's other connections are recorded
    // failed a moment after the pause; a copy put back is queued again, never failed nor sent.
    await sleep(1000);
    const counts = Object.fromEntries(
      (
        await app.sql<{ state: string; n: number }>(
          `SELECT state, count(*)::int AS n FROM announcement_recipients WHERE announcement_id = $1 GROUP BY state ORDER BY state`,
          [draft.id],
        )
      ).map((c) => [c.state, c.n]),
    );
    // Every copy refused was one already handed over when the first refusal came back.
    const failed = counts.failed;
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(failed).toBeLessThanOrEqual(POOL_SIZE);
    expect(counts).toEqual({ failed, queued: AUDIENCE - ACCEPTED - failed, sent: ACCEPTED });

    sink.refuseRecipient = undefined;
    expect((await announcements('POST', `/${draft.id}/resume`)).status).toBe(200);
    const done = await state(draft.id, 'sent');
    expect(done).toMatchObject({ sent: AUDIENCE - failed, failed, bounced: 0, skipped: 0 });
    const copies = new Map<string, number>();
    for (const mail of sink.received) for (const to of mail.to) copies.set(to, (copies.get(to) ?? 0) + 1);
    expect(copies.size).toBe(AUDIENCE - failed);
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
  });

  it('stops handing copies over once an owner pauses, within a second, the batch in flight included', async () => {
    await app.sql(
      `INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until,
         is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count, created_at)
       SELECT e, e, h, now(), 'infinity', 'infinity', true, true, now(), now(), now(), 1, now()
         FROM (SELECT 'pausing' || n || '@example.com' AS e, 'pausing' || n AS h FROM generate_series(1, 200) AS n) s`,
    );
    const token = await signIn(app.baseUrl);
    const announcements = (method: string, path: string, body?: unknown) =>
      call<AnnouncementRecord>(app.baseUrl, method, `/api/admin/announcements${path}`, bearer(token), body);
    // A slow server: it takes ten copies, then answers none, so each batch in flight waits for the pool.
    const before = sink.received.length;
    sink.acceptUpTo = before + 10;
    const { body: draft } = await announcements('POST', '', { subject: 'Paused mid-batch', body: 'Hi {handle}' });
    const { body: sent } = await announcements('POST', `/${draft.id}/send`, {});
    const deadline = Date.now() + 20_000;
    while (sink.heldCount < POOL_SIZE) {
      if (Date.now() > deadline) throw new Error(`the pool never filled: ${sink.heldCount} held`);
      await sleep(20);
    }
    expect((await announcements('POST', `/${draft.id}/pause`)).body.status).toBe('paused');
    // Past the second a batch in flight takes to see the pause, the server answers again: the copies
    // already on the pool's connections arrive, and not one more is handed over.
    await sleep(1000);
    sink.acceptUpTo = Number.POSITIVE_INFINITY;
    expect(sink.releaseHeld()).toBe(POOL_SIZE);
    await sleep(1500);
    expect(sink.received).toHaveLength(before + 10 + POOL_SIZE);
    expect((await announcements('GET', `/${draft.id}`)).body).toMatchObject({ status: 'paused', sent: 10 + POOL_SIZE });

    expect((await announcements('POST', `/${draft.id}/resume`)).status).toBe(200);
    const finish = Date.now() + 20_000;
    while ((await announcements('GET', `/${draft.id}`)).body.status !== 'sent') {
      if (Date.now() > finish) throw new Error('the resumed send did not finish');
      await sleep(50);
    }
    const copies = sink.received.slice(before).flatMap((mail) => mail.to);
    expect(copies).toHaveLength(sent.recipients);
    expect(new Set(copies).size).toBe(sent.recipients);
  });
});
