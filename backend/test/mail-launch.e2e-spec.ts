import { get, humanTokens, tally } from './support/api';
import { ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { allCompleted, allPendingAfterFailure, mailJobs, queueAll, until } from './support/mail-queue';
import { PUBLIC_URL, reserve, uniqueEmail, uniqueHandle, UNLIMITED } from './support/reservations';
import { SmtpSink } from './support/smtp-sink';
import { startTestApp, TestApp } from './support/test-app';

/*
 * Confirmation mail at launch-day speed: a burst drains while it arrives, a throttling provider
 * delays mail without losing or repeating any, and a process killed in the middle of a batch leaves
 * every message sent once. That the site-wide rate cap holds across instances is a case of
 * launch.e2e-spec.ts, on its two instances.
 */

function metric(text: string, name: string): number {
  const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  if (!match) throw new Error(`${name} is not in /metrics`);
  return Number(match[1]);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * One app and one SMTP server serve the file, the cases in turn: the burst first, on a fresh app
 * (its figures are the app's whole figures), then the provider that throttles, then the kill, after
 * which the restarted instance shows the dashboard's figures. Each case reads the mail that arrived
 * since it began, and the figures that moved since.
 */
describe('mail at launch-day speed', () => {
  // A message taken by a killed process comes back after 4 s, found by the queue's pass at its shipped pace.
  const env = { ...UNLIMITED, ...ADMIN_ENV, PUBLIC_URL, MAIL_JOB_TIMEOUT_S: '4', OUTBOX_MONITOR_S: '3' };
  let sink: SmtpSink;
  let app: TestApp;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({ ...env, SMTP_URL: sink.url });
  });
  afterEach(() => {
    // A case that failed half-way leaves the server as it found it for the next.
    sink.refusal = undefined;
    sink.acceptUpTo = Number.POSITIVE_INFINITY;
  });
  afterAll(async () => {
    await app?.stop();
    await sink.down();
  });

  it('mails a burst of 500 reservations while it arrives, each once, and shows it in /metrics', async () => {
    const tokens = await humanTokens(app.baseUrl, 500);
    const acceptedAt = new Map<string, number>();
    const queue = [...tokens];
    const answers: number[] = [];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let token = queue.pop(); token; token = queue.pop()) {
          const email = uniqueEmail('burst');
          const res = await reserve(app.baseUrl, { email, gameshift_id: uniqueHandle('b'), human_token: token });
          answers.push(res.status);
          if (res.status === 201) acceptedAt.set(email, Date.now());
        }
      }),
    );
    expect(tally(answers)).toEqual({ 201: 500 });

    await sink.waitFor(500, 120_000);
    const recipients = sink.received.flatMap((m) => m.to);
    expect(new Set(recipients).size).toBe(500);
    expect(recipients.sort()).toEqual([...acceptedAt.keys()].sort());
    const waits = sink.received.map((m) => m.receivedAt - acceptedAt.get(m.to[0])!).sort((x, y) => x - y);
    // The goal is 5 s at p99 (npm run bench:mail measures it); loose here for a machine busy with other tests.
    expect(percentile(waits, 99)).toBeLessThan(30_000);

    const metrics = (await get(app.baseUrl, '/metrics')).text;
    expect(metric(metrics, 'mail_sent_total')).toBe(500);
    expect(metric(metrics, 'mail_failed_total')).toBe(0);
    expect(metric(metrics, 'mail_queue_depth')).toBe(0);
    expect(metric(metrics, 'mail_queue_oldest_seconds')).toBe(0);
    expect(metric(metrics, 'mail_send_duration_seconds_count')).toBe(500);
    expect(metric(metrics, 'mail_queue_wait_seconds_count')).toBe(500);
    expect(metrics).toMatch(/^mail_queue_wait_seconds_bucket\{le="5"\} \d+$/m);
  }, 240_000);

  it('waits out a provider that answers 421 and 451, sending every message once and counting no failure', async () => {
    const received = sink.received.length;
    const sentBefore = metric((await get(app.baseUrl, '/metrics')).text, 'mail_sent_total');
    sink.refusal = { at: 'connect', code: 421, message: 'Too many connections, try again later' };
    // The connections the burst left open would carry the messages past the refusal: they end, and
    // the app has to connect again, as after a restart of the provider.
    await sink.crash();
    await sink.up();
    const ids = await queueAll(app.databaseUrl, 40, 'throttled');
    await until('the provider refused a few times', async () => sink.refused >= 2);
    sink.refusal = { at: 'recipient', code: 451, message: 'Rate limit exceeded, try again later' };
    const refusedBefore = sink.refused;
    await until('the provider refused recipients too', async () => sink.refused > refusedBefore, 30_000);
    expect(sink.received).toHaveLength(received);
    sink.refusal = undefined;

    await until('every throttled message is sent', () => allCompleted(app.databaseUrl, 'id', ids), 90_000);
    expect(
      sink.received
        .slice(received)
        .map((m) => m.subject.split(' ')[1])
        .sort(),
    ).toEqual([...ids].sort());
    // Refusals were waited out, not counted as failed tries.
    const jobs = await mailJobs(app.databaseUrl, 'id', ids);
    expect(jobs.every((job) => job.retry_count === 0)).toBe(true);
    // A message put back is a new job of the same message: it counts the return and keeps the time
    // the message was first queued (to the millisecond), which the queue's age is measured from.
    const [returns] = await app.sql<{ returned: number; timed: number }>(
      `SELECT count(*)::int AS returned,
              count(*) FILTER (WHERE abs(EXTRACT(EPOCH FROM (j.data->>'queuedAt')::timestamptz -
                (SELECT min(f.created_on) FROM pgboss.job f WHERE f.name = 'mail.send' AND f.data->>'id' = j.data->>'id'))) < 0.002)::int AS timed
         FROM pgboss.job j WHERE j.name = 'mail.send' AND j.data->>'id' = ANY($1) AND (j.data->>'deferrals')::int >= 1`,
      [ids],
    );
    expect(returns.returned).toBeGreaterThan(0);
    expect(returns.timed).toBe(returns.returned);
    const metrics = (await get(app.baseUrl, '/metrics')).text;
    expect(metric(metrics, 'mail_failed_total')).toBe(0);
    expect(metric(metrics, 'mail_deferred_total')).toBeGreaterThan(0);
    expect(metric(metrics, 'mail_sent_total') - sentBefore).toBe(40);
  }, 150_000);

  it('sends every message once when the process is killed in the middle of a batch', async () => {
    const { databaseUrl } = app;
    const received = sink.received.length;
    const deliveries = async () => (await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM mail_deliveries'))[0].n;
    const recorded = await deliveries();
    const tokens = await humanTokens(app.baseUrl, 300);
    // The mails wait while the server is down, so the workers meet them as one backlog of full batches.
    await sink.crash();
    const emails: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, lane) => {
        for (let i = lane; i < tokens.length; i += 8) {
          const email = uniqueEmail('killed');
          const res = await reserve(app.baseUrl, { email, gameshift_id: uniqueHandle('k'), human_token: tokens[i] });
          if (res.status !== 201) throw new Error(`validate-reservation answered ${res.status}`);
          emails.push(email);
        }
      }),
    );
    await until('every mail failed once and waits', () => allPendingAfterFailure(databaseUrl, 'to', emails), 60_000);
    // The first 120 are answered "250 OK"; the ones after get no answer until the process dies.
    sink.acceptUpTo = received + 120;
    await sink.up();
    await until('a batch is in the middle of sending', async () => sink.received.length === received + 120 && sink.heldCount > 0);
    // Every message the server answered is recorded before the kill: batching adds no window
    // between "250 OK" and the record beyond the one no SMTP client can close.
    await until('the answered messages are recorded', async () => (await deliveries()) === recorded + 120);
    // Every message the server holds unanswered belongs to a job still taken; the held count is read
    // first because a worker may hand the server more while the query runs.
    const held = sink.heldCount;
    const inFlight = await app.sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND state = 'active'",
    );
    expect(held).toBeGreaterThan(0);
    expect(inFlight[0].n).toBeGreaterThanOrEqual(held);

    await app.kill();
    expect(sink.dropHeld()).toBeGreaterThan(0);
    sink.acceptUpTo = Number.POSITIVE_INFINITY;
    app = await startTestApp({ ...env, SMTP_URL: sink.url }, databaseUrl);

    await sink.waitFor(received + 300, 90_000);
    const recipients = sink.received.slice(received).flatMap((m) => m.to);
    expect(recipients.sort()).toEqual([...emails].sort());
    // A message is recorded just after its "250 OK": the last of them may still be on the way.
    await until('every sent message is recorded', async () => (await deliveries()) >= recorded + 300, 10_000);
    expect(await deliveries()).toBe(recorded + 300);
  }, 240_000);

  it("puts the queue's backlog and its oldest message's age in the dashboard's figures", async () => {
    const token = await signIn(app.baseUrl);
    const figures = async () =>
      (await call<{ mail: { waiting: number; oldestWaitSeconds: number } }>(app.baseUrl, 'GET', '/api/admin/stats', bearer(token))).body
        .mail;
    // A job the killed process held comes back after its timeout and its backoff and is found
    // already sent: the queue is empty once it has.
    let before = await figures();
    await until('the queue left by the kill is empty', async () => (before = await figures()).waiting === 0, 60_000);
    expect(before).toEqual({ waiting: 0, oldestWaitSeconds: 0 });

    // The mail server is gone: each message is refused and waits for its next try.
    await sink.crash();
    const ids = await queueAll(app.databaseUrl, 3, 'stuck');
    await until('the mail server refused each message once', async () =>
      (await mailJobs(app.databaseUrl, 'id', ids)).every((job) => job.state === 'retry'),
    );
    await app.sql("UPDATE pgboss.job SET created_on = now() - interval '7 minutes' WHERE name = 'mail.send'");
    // A message counts as waiting between its tries, not during one: read the figures between them.
    let stats = await figures();
    await until('the three messages wait between tries', async () => (stats = await figures()).waiting === 3, 10_000);
    expect(stats.waiting).toBe(3);
    expect(stats.oldestWaitSeconds).toBeGreaterThanOrEqual(420);
    // Slow mail is not an unready instance.
    expect((await get(app.baseUrl, '/health/ready')).status).toBe(200);
  }, 120_000);
});
