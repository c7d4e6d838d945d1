import PgBoss from 'pg-boss';
import { randomUUID } from 'node:crypto';
import { get, humanTokens, tally } from './support/api';
import { ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { allCompleted, allPendingAfterFailure, mailJobs, until } from './support/mail-queue';
import { PUBLIC_URL, reserve, uniqueEmail, uniqueHandle, UNLIMITED } from './support/reservations';
import { RedisServer } from './support/redis-server';
import { SmtpSink } from './support/smtp-sink';
import { createTestDatabase, startTestApp } from './support/test-app';

/*
 * Confirmation mail at launch-day speed: a burst drains while it arrives, a site-wide rate cap
 * holds across instances, a throttling provider delays mail without losing or repeating any, and
 * a process killed in the middle of a batch leaves every message sent once.
 */

async function producer(databaseUrl: string): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
  boss.on('error', () => undefined);
  await boss.start();
  return boss;
}

/** Queues plain messages in one statement, so the worker meets them all at once. */
async function queueAll(databaseUrl: string, count: number, label: string): Promise<string[]> {
  const boss = await producer(databaseUrl);
  try {
    const ids = Array.from({ length: count }, () => randomUUID());
    await boss.insert(
      ids.map((id, i) => ({
        name: 'mail.send',
        data: { id, to: `${label}${i}@example.com`, subject: `${label} ${id}`, text: id, html: `<p>${id}</p>` },
      })),
    );
    return ids;
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** The most messages the sink accepted within any window of `ms`. */
function busiestWindow(times: number[], ms: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i] - sorted[j] >= ms) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

function metric(text: string, name: string): number {
  const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  if (!match) throw new Error(`${name} is not in /metrics`);
  return Number(match[1]);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

describe('mail at launch-day speed', () => {
  let sink: SmtpSink;

  beforeEach(async () => {
    sink = await SmtpSink.start();
  });
  afterEach(async () => {
    await sink.down();
  });

  it('mails a burst of 500 reservations while it arrives, each once, and shows it in /metrics', async () => {
    const app = await startTestApp({ ...UNLIMITED, SMTP_URL: sink.url, PUBLIC_URL });
    try {
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
    } finally {
      await app.stop();
    }
  }, 240_000);

  it('keeps MAIL_MAX_PER_SECOND for the whole site when two instances send', async () => {
    const redis = await RedisServer.start();
    const databaseUrl = await createTestDatabase();
    const env = { SMTP_URL: sink.url, REDIS_URL: redis.url, MAIL_MAX_PER_SECOND: '20' };
    const apps = await Promise.all([startTestApp(env, databaseUrl), startTestApp(env, databaseUrl)]);
    try {
      const ids = await queueAll(databaseUrl, 120, 'capped');
      await until('every capped message is sent', () => allCompleted(databaseUrl, 'id', ids), 60_000);

      expect(sink.received).toHaveLength(120);
      const times = sink.received.map((m) => m.receivedAt);
      // 20 a second and the tenth of a second a batch may take ahead, with room for the arrival
      // jitter of a machine busy with the rest of the suite, read over two seconds so one bunched
      // arrival does not decide (a single second once counted 26 against 25); two instances each
      // keeping 20 a second of their own would deliver 80 in two seconds and send the 120 in about
      // 3 s, the shared rate takes at least 4.9 s.
      expect(busiestWindow(times, 2000)).toBeLessThanOrEqual(46);
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(4500);
      // Both instances sent, each within the one shared rate.
      const sentBy = apps.map((app) => app.output().split('"msg":"mail sent"').length - 1);
      expect(sentBy.every((n) => n > 0)).toBe(true);
      expect(sentBy[0] + sentBy[1]).toBe(120);
    } finally {
      await Promise.all(apps.map((app) => app.stop()));
      await redis.down();
    }
  }, 120_000);

  it('waits out a provider that answers 421 and 451, sending every message once and counting no failure', async () => {
    const app = await startTestApp({ SMTP_URL: sink.url });
    try {
      sink.refusal = { at: 'connect', code: 421, message: 'Too many connections, try again later' };
      const ids = await queueAll(app.databaseUrl, 40, 'throttled');
      await until('the provider refused a few times', async () => sink.refused >= 2);
      sink.refusal = { at: 'recipient', code: 451, message: 'Rate limit exceeded, try again later' };
      const refusedBefore = sink.refused;
      await until('the provider refused recipients too', async () => sink.refused > refusedBefore, 30_000);
      expect(sink.received).toHaveLength(0);
      sink.refusal = undefined;

      await until('every throttled message is sent', () => allCompleted(app.databaseUrl, 'id', ids), 90_000);
      expect(sink.received.map((m) => m.subject.split(' ')[1]).sort()).toEqual([...ids].sort());
      // Refusals were waited out, not counted as failed tries.
      const jobs = await mailJobs(app.databaseUrl, 'id', ids);
      expect(jobs.every((job) => job.retry_count === 0)).toBe(true);
      const metrics = (await get(app.baseUrl, '/metrics')).text;
      expect(metric(metrics, 'mail_failed_total')).toBe(0);
      expect(metric(metrics, 'mail_deferred_total')).toBeGreaterThan(0);
      expect(metric(metrics, 'mail_sent_total')).toBe(40);
    } finally {
      await app.stop();
    }
  }, 150_000);

  it('sends every message once when the process is killed in the middle of a batch', async () => {
    const databaseUrl = await createTestDatabase();
    // A message taken by the killed process comes back after 4 s.
    const env = { ...UNLIMITED, SMTP_URL: sink.url, PUBLIC_URL, MAIL_JOB_TIMEOUT_S: '4' };
    let app = await startTestApp(env, databaseUrl);
    try {
      const tokens = await humanTokens(app.baseUrl, 300);
      // The mails wait while the server is down, so the workers meet them as one backlog of full batches.
      await sink.down();
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
      sink.acceptUpTo = 120;
      await sink.up();
      await until('a batch is in the middle of sending', async () => sink.received.length === 120 && sink.heldCount > 0);
      // Every message the server answered is recorded before the kill: batching adds no window
      // between "250 OK" and the record beyond the one no SMTP client can close.
      await until('the answered messages are recorded', async () => {
        const [{ n }] = await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM mail_deliveries');
        return n === 120;
      });
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
      app = await startTestApp(env, databaseUrl);

      await sink.waitFor(300, 90_000);
      const recipients = sink.received.flatMap((m) => m.to);
      expect(recipients.sort()).toEqual([...emails].sort());
      const [{ n }] = await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM mail_deliveries');
      expect(n).toBe(300);
    } finally {
      await app.stop();
    }
  }, 240_000);

  it("puts the queue's backlog and its oldest message's age in the dashboard's figures", async () => {
    const app = await startTestApp({ ...ADMIN_ENV, SMTP_URL: 'smtp://127.0.0.1:9', MAIL_RETRY_DELAY_S: '3600' });
    try {
      const token = await signIn(app.baseUrl);
      const fresh = await call<{ mail: { waiting: number; oldestWaitSeconds: number } }>(
        app.baseUrl,
        'GET',
        '/api/admin/stats',
        bearer(token),
      );
      expect(fresh.body.mail).toEqual({ waiting: 0, oldestWaitSeconds: 0 });

      const ids = await queueAll(app.databaseUrl, 3, 'stuck');
      await until('the mail server refused each message once', async () =>
        (await mailJobs(app.databaseUrl, 'id', ids)).every((job) => job.state === 'retry'),
      );
      await app.sql("UPDATE pgboss.job SET created_on = now() - interval '7 minutes' WHERE name = 'mail.send'");
      const stats = await call<{ mail: { waiting: number; oldestWaitSeconds: number } }>(
        app.baseUrl,
        'GET',
        '/api/admin/stats',
        bearer(token),
      );
      expect(stats.body.mail.waiting).toBe(3);
      expect(stats.body.mail.oldestWaitSeconds).toBeGreaterThanOrEqual(420);
      // Slow mail is not an unready instance.
      expect((await get(app.baseUrl, '/health/ready')).status).toBe(200);
    } finally {
      await app.stop();
    }
  }, 90_000);
});
