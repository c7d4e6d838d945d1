import { type AnnouncementRecord } from '@gameshift/contracts';
import { ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { PUBLIC_URL } from './support/reservations';
import { startTestApp, TestApp } from './support/test-app';

const AUDIENCE = 100_000;

/**
 * The send fixes its audience in one statement, answers, and queues a job per batch of 200
 * recipients, a page of 5,000 recipients per transaction, never loading the audience into memory. The goal (within 10 s here) is a figure this
 * test prints, not what it asserts: beside the rest of the suite on two cores the same work takes
 * longer, so the bound only catches a send that hangs or grows with the square of its audience.
 * SMTP_URL is left at a closed port, so the copies wait and the test measures the queuing alone.
 */
describe('an announcement to 100,000 confirmed reservers', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      ...ADMIN_ENV,
      PUBLIC_URL,
      MAIL_LINK_SECRET: 'mail-link-secret-for-the-e2e-run-0123456789',
      SUPPRESSION_KEY: 'suppression-key-for-the-e2e-run-0123456789',
    });
  });
  afterAll(async () => {
    await app.stop();
  });

  it('is fixed and queued at once, a job per batch of recipients', async () => {
    await app.sql(
      `INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until,
         is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count, created_at)
       SELECT e, e, h, now(), 'infinity', 'infinity', true, true, now(), now(), now(), 1, now()
         FROM (SELECT 'scale' || n || '@example.com' AS e, 'scale' || n AS h FROM generate_series(1, $1::int) AS n) s`,
      [AUDIENCE],
    );
    const token = await signIn(app.baseUrl);
    const announcements = (method: string, path: string, body?: unknown) =>
      call<AnnouncementRecord & { recipients: number }>(app.baseUrl, method, `/api/admin/announcements${path}`, bearer(token), body);
    const draft = (await announcements('POST', '', { subject: 'Live', body: 'Hi {handle}' })).body;

    const started = performance.now();
    const sent = await announcements('POST', `/${draft.id}/send`, {});
    const answered = (performance.now() - started) / 1000;
    expect(sent).toMatchObject({ status: 202, body: { recipients: AUDIENCE } });
    const deadline = Date.now() + 60_000;
    while ((await app.sql<{ queuing: boolean }>('SELECT queuing FROM announcements WHERE id = $1', [draft.id]))[0].queuing) {
      if (Date.now() > deadline) throw new Error('the jobs were not all queued within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const fixed = /"fixedMs":(\d+)/.exec(app.output());
    const queued = /"queuedMs":(\d+)/.exec(app.output());
    process.stdout.write(
      `announcement to ${AUDIENCE} recipients answered in ${answered.toFixed(2)} s and queued in ${seconds.toFixed(2)} s ` +
        `(audience ${fixed?.[1]} ms, jobs ${queued?.[1]} ms)\n`,
    );

    // A batch job per 200 recipients (one put back is queued again as the same batch), their ranges in
    // key order without a gap or an overlap: each starts after the one before ends, and no recipient lies between two.
    const [cover] = await app.sql<{ jobs: number; copies: number; overlapping: number; between: number }>(
      `WITH batches AS (
         SELECT DISTINCT (data->>'first')::uuid AS first, (data->>'last')::uuid AS last, (data->>'copies')::int AS copies
           FROM pgboss.job WHERE name = 'announcement.send' AND data->>'announcementId' = $1::text
       ), ordered AS (
         SELECT first, last, copies, lag(last) OVER (ORDER BY first) AS before FROM batches
       )
       SELECT count(*)::int AS jobs, sum(copies)::int AS copies,
              count(*) FILTER (WHERE before >= first OR last < first)::int AS overlapping,
              (SELECT count(*) FROM ordered o JOIN announcement_recipients ar
                 ON ar.announcement_id = $1::uuid AND ar.reservation_id > o.before AND ar.reservation_id < o.first)::int AS between
         FROM ordered`,
      [draft.id],
    );
    expect(cover).toEqual({ jobs: AUDIENCE / 200, copies: AUDIENCE, overlapping: 0, between: 0 });
    expect(await announcements('POST', `/${draft.id}/cancel`)).toMatchObject({
      status: 200,
      body: { status: 'cancelled', skipped: AUDIENCE },
    });
  });
});
