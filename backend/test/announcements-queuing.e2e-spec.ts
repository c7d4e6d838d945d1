import { type AnnouncementRecord } from '@gameshift/contracts';
import { Client } from 'pg';
import { ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { get, sleep } from './support/api';
import { PUBLIC_URL } from './support/reservations';
import { SmtpSink } from './support/smtp-sink';
import { createTestDatabase, startTestApp, TestApp } from './support/test-app';

const ENV = {
  ...ADMIN_ENV,
  OUTBOX_HEARTBEAT_S: '10',
  OUTBOX_MONITOR_S: '1',
  PUBLIC_URL,
  MAIL_LINK_SECRET: 'mail-link-secret-for-the-e2e-run-0123456789',
  SUPPRESSION_KEY: 'suppression-key-for-the-e2e-run-0123456789',
};
/**
 * Three pages of batch jobs (5,000 recipients each at most): the instance is killed between two of them. The
 * provider answers 451 meanwhile, so nothing is sent and the test looks at the queuing alone; that a
 * job sends at most once is the recipient's record, which announcements.e2e-spec.ts kills through.
 */
const AUDIENCE = 12_000;

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(everyMs);
  }
}

async function seedConfirmed(app: TestApp, prefix: string, count: number): Promise<void> {
  await app.sql(
    `INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until,
       is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count, created_at)
     SELECT e, e, h, now(), 'infinity', 'infinity', true, true, now(), now(), now(), 1, now()
       FROM (SELECT $1 || n || '@example.com' AS e, $1 || n AS h FROM generate_series(1, $2::int) AS n) s`,
    [prefix, count],
  );
}

/** Copies per batch job with no rate cap (announcement-job.ts). */
const BATCH = 200;

/**
 * How the send's batch jobs (each once: one put back is queued again as the same batch) cover its recipients: how many recipients there are, how many fall in
 * exactly one batch's range, and the copies the batches say they hold.
 */
async function batchCover(app: TestApp, id: string): Promise<{ recipients: number; once: number; copies: number }> {
  const [cover] = await app.sql<{ recipients: number; once: number; copies: number }>(
    `WITH batches AS (
       SELECT DISTINCT (data->>'first')::uuid AS first, (data->>'last')::uuid AS last, (data->>'copies')::int AS copies
         FROM pgboss.job WHERE name = 'announcement.send' AND data->>'announcementId' = $1::text
     )
     SELECT count(*)::int AS recipients,
            count(*) FILTER (WHERE (SELECT count(*) FROM batches b WHERE ar.reservation_id BETWEEN b.first AND b.last) = 1)::int AS once,
            (SELECT sum(copies) FROM batches)::int AS copies
       FROM announcement_recipients ar WHERE ar.announcement_id = $1::uuid`,
    [id],
  );
  return cover;
}

function announcements(app: TestApp, token: string) {
  return (method: string, path: string, body?: unknown) =>
    call<AnnouncementRecord>(app.baseUrl, method, `/api/admin/announcements${path}`, bearer(token), body);
}

async function stalledSeconds(app: TestApp): Promise<number> {
  const metrics = await get(app.baseUrl, '/metrics');
  const line = /^announcement_stalled_seconds (\S+)$/m.exec(metrics.text);
  if (!line) throw new Error('announcement_stalled_seconds is not exposed');
  return Number(line[1]);
}

/**
 * What an owner may read on a send's card from one look to the next: the copies settled only rise
 * against a fixed audience, and a last-settled time stands beside a settled count above 0, never 0.
 */
function expectProgressAgrees(looks: AnnouncementRecord[]): void {
  const settled = (look: AnnouncementRecord) => look.sent + look.failed + look.bounced + look.skipped;
  looks.forEach((look, i) => {
    expect({ settled: settled(look), last_progress_at: look.last_progress_at }).toEqual(
      settled(look) > 0 ? { settled: settled(look), last_progress_at: expect.any(String) } : { settled: 0, last_progress_at: null },
    );
    if (i === 0) return;
    expect(look.recipients).toBe(looks[i - 1].recipients);
    expect(settled(look)).toBeGreaterThanOrEqual(settled(looks[i - 1]));
  });
}

/**
 * A send queues its batch jobs a page at a time, each page committing: an instance killed between two
 * of them leaves a cursor, and whichever instance looks next queues the rest, each recipient in one batch. Then the same
 * instance shows a send that makes no progress.
 */
describe('an announcement queued in batches', () => {
  let sink: SmtpSink;
  let app: TestApp | undefined;

  beforeAll(async () => {
    sink = await SmtpSink.start();
  });
  afterAll(async () => {
    await app?.stop();
    await sink.down();
  });

  it('is queued on by the next instance after a kill -9 between pages, each recipient in one batch', async () => {
    const databaseUrl = await createTestDatabase();
    sink.refusal = { at: 'recipient', code: 451, message: '4.7.1 Try again later' };
    app = await startTestApp({ ...ENV, SMTP_URL: sink.url }, databaseUrl);
    await seedConfirmed(app, 'batch', AUDIENCE);
    const send = announcements(app, await signIn(app.baseUrl));
    const draft = (await send('POST', '', { subject: 'Live', body: 'Hi {handle}' })).body;
    expect(await send('POST', `/${draft.id}/send`, {})).toMatchObject({ status: 202, body: { recipients: AUDIENCE } });

    // Holding the send's row keeps the instance from its next batch: the kill then falls between two.
    const holder = new Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      // Looked at with FOR SHARE NOWAIT on the holder's own connection. A look that finds a page of
      // batches in flight (the row locked) waits for that page to commit and then holds the send, so the
      // next page finds it locked and leaves it: the kill falls between two pages. A look that finds the
      // send free keeps it only once a page has committed its cursor, and otherwise lets go at once: the
      // instance takes the send with SKIP LOCKED, and a holder that kept it between looks could keep the
      // first page from ever starting (a loaded machine lost that race for 30 s).
      const look = 'SELECT queuing, queue_cursor IS NOT NULL AS started FROM announcements WHERE id = $1 FOR SHARE';
      const deadline = Date.now() + 30_000;
      let held: { queuing: boolean; started: boolean };
      for (;;) {
        if (Date.now() > deadline) throw new Error('the first page of batches was never queued');
        await holder.query('BEGIN');
        try {
          [held] = (await holder.query(`${look} NOWAIT`, [draft.id])).rows;
        } catch (error) {
          if ((error as { code?: string }).code !== '55P03') throw error;
          // lock_not_available: a page is in flight. The refused look ended this transaction: wait for the page in another.
          await holder.query('ROLLBACK');
          await holder.query('BEGIN');
          [held] = (await holder.query(look, [draft.id])).rows;
        }
        if (held.started) break;
        await holder.query('COMMIT');
        await sleep(5);
      }
      expect(held.queuing).toBe(true);
      await app.kill();
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    // Batches, each counted once: one the provider's 451 put back is queued again as the same batch.
    const [{ jobs }] = await app.sql<{ jobs: number }>(
      `SELECT count(DISTINCT data->>'first')::int AS jobs FROM pgboss.job WHERE name = 'announcement.send' AND data->>'announcementId' = $1`,
      [draft.id],
    );
    expect(jobs).toBeGreaterThan(0);
    expect(jobs).toBeLessThan(AUDIENCE / BATCH);

    app = await startTestApp({ ...ENV, SMTP_URL: sink.url }, databaseUrl);
    const instance = app;
    await until(
      'the next instance queued the rest',
      async () => (await instance.sql('SELECT 1 FROM announcements WHERE id = $1 AND NOT queuing', [draft.id])).length === 1,
      30_000,
      200,
    );
    expect(await batchCover(app, draft.id)).toEqual({ recipients: AUDIENCE, once: AUDIENCE, copies: AUDIENCE });
    const after = announcements(app, await signIn(app.baseUrl));
    expect(await after('GET', `/${draft.id}`)).toMatchObject({ status: 200, body: { status: 'sending', recipients: AUDIENCE, sent: 0 } });
    expect(await after('POST', `/${draft.id}/cancel`)).toMatchObject({ status: 200, body: { status: 'cancelled', skipped: AUDIENCE } });
  }, 90_000);

  it('shows a send that settles nothing in its stalled seconds, and a progress that only rises with its last-settled time', async () => {
    const instance = app!;
    const send = announcements(instance, await signIn(instance.baseUrl));
    expect(await stalledSeconds(instance)).toBe(0);
    // The provider still answers 451 to every recipient: copies wait, nothing settles.
    await seedConfirmed(instance, 'stall', 3);
    await instance.sql(`UPDATE reservations SET is_verified = false WHERE email LIKE 'batch%'`);
    const draft = (await send('POST', '', { subject: 'Still there?', body: 'Hi {handle}' })).body;
    await send('POST', `/${draft.id}/send`, {});
    await until('the stall shows', async () => (await stalledSeconds(instance)) >= 2, 20_000, 200);
    const stalled = (await send('GET', `/${draft.id}`)).body;
    expect(stalled).toMatchObject({ status: 'sending', sent: 0, last_progress_at: null });

    sink.refusal = undefined;
    const looks = [stalled];
    // The consumer's slow-down pause, doubled by every 451 so far, may last up to a minute.
    await until(
      'the send finishes',
      async () => {
        const look = (await send('GET', `/${draft.id}`)).body;
        looks.push(look);
        return look.status === 'sent';
      },
      70_000,
      200,
    );
    expectProgressAgrees(looks);
    const done = looks[looks.length - 1];
    expect(done).toMatchObject({ sent: 3, recipients: 3 });
    expect(Date.parse(done.last_progress_at!)).toBeGreaterThan(Date.parse(done.started_at!));
    expect(await stalledSeconds(instance)).toBe(0);
  }, 100_000);
});
