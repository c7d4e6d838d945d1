import { type AnnouncementRecord } from '@gameshift/contracts';
import { ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { PUBLIC_URL } from './support/reservations';
import { startTestApp, TestApp } from './support/test-app';

const AUDIENCE = 100_000;

/**
 * The send fixes its audience in one statement, answers, and queues a job per recipient set-based,
 * in batches of a few thousand rows that each commit, never loading it into the app's memory. The goal (within 10 s here) is a figure this
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

  it('is fixed and queued at once, one job per recipient', async () => {
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

    const [{ jobs }] = await app.sql<{ jobs: number }>(
      `SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'announcement.send' AND data->>'announcementId' = $1`,
      [draft.id],
    );
    expect(jobs).toBe(AUDIENCE);
    expect(await announcements('POST', `/${draft.id}/cancel`)).toMatchObject({
      status: 200,
      body: { status: 'cancelled', skipped: AUDIENCE },
    });
  });
});
