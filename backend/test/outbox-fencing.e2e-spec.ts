import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import { until } from './support/mail-queue';
import { PUBLIC_URL } from './support/reservations';
import { ReceivedMail, SmtpSink } from './support/smtp-sink';
import { createTestDatabase, sqlOn, startTestApp, TestApp } from './support/test-app';

/*
 * Fencing: an instance paused past its jobs' heartbeat (a long GC pause, a lost link) while it
 * holds jobs it has not sent yet. pg-boss hands them to another instance, which sends them; the
 * paused one, once resumed, sends none of them and settles none of them (its attempts are fenced). Each instance has its own SMTP server
 * so that what each sent can be told apart; one message a second each keeps the paused one's jobs
 * waiting for the rate, not in the middle of a send, when it stops.
 */

const ENV = { PUBLIC_URL, OUTBOX_HEARTBEAT_S: '10', OUTBOX_MONITOR_S: '1', MAIL_MAX_PER_SECOND: '1' };
const COUNT = 12;

async function queueMail(databaseUrl: string): Promise<string[]> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    const ids = Array.from({ length: COUNT }, () => randomUUID());
    await boss.insert(
      'mail.send',
      ids.map((id, i) => ({ data: { id, to: `fenced${i}@example.com`, subject: id, text: id, html: `<p>${id}</p>` } })),
    );
    return ids;
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** The message id as queued: the sender writes it as `<id@host>`. */
const queuedId = (mail: ReceivedMail) => mail.messageId.replace(/^<|@.*$/g, '');

describe('an instance paused past its heartbeat', () => {
  const sinks: SmtpSink[] = [];
  const apps: TestApp[] = [];

  afterAll(async () => {
    for (const app of apps) app.signal('SIGCONT');
    await Promise.all(apps.map((app) => app.stop()));
    await Promise.all(sinks.map((sink) => sink.down()));
  });

  it('sends none of the jobs released while it was paused, and nothing is sent twice', async () => {
    const databaseUrl = await createTestDatabase();
    const [pausedSink, liveSink] = [await SmtpSink.start(), await SmtpSink.start()];
    sinks.push(pausedSink, liveSink);
    const paused = await startTestApp({ ...ENV, SMTP_URL: pausedSink.url }, databaseUrl);
    apps.push(paused);
    const ids = await queueMail(databaseUrl);

    // Just after one of its sends is answered, its next waits about a second for the rate.
    await until('the instance to pause has sent one', async () => pausedSink.received.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    paused.signal('SIGSTOP');
    // The only instance yet: every job taken is the paused one's.
    const held = (
      await sqlOn<{ id: string }>(databaseUrl, "SELECT data->>'id' AS id FROM pgboss.job WHERE name = 'mail.send' AND state = 'active'")
    ).map((row) => row.id);
    expect(held.length).toBeGreaterThan(0);
    const sentBeforePause = pausedSink.received.length;

    const live = await startTestApp({ ...ENV, SMTP_URL: liveSink.url }, databaseUrl);
    apps.push(live);
    await until(
      'the live instance sent what the paused one held',
      async () => held.every((id) => liveSink.received.some((mail) => queuedId(mail) === id)),
      45_000,
    );

    paused.signal('SIGCONT');
    await until('the resumed instance found its batch gone', async () => paused.output().includes('left to it'), 15_000);
    await until('every message is sent', async () => pausedSink.received.length + liveSink.received.length >= COUNT, 20_000);

    const sentAfterResume = pausedSink.received.slice(sentBeforePause).map(queuedId);
    expect(sentAfterResume.filter((id) => held.includes(id))).toEqual([]);
    const all = [...pausedSink.received, ...liveSink.received].map(queuedId);
    expect(all.sort()).toEqual([...ids].sort());
    // A job is marked completed once the SMTP server's answer is back, a moment after the sink has the message.
    const completed = async () =>
      (
        await sqlOn<{ done: number }>(
          databaseUrl,
          "SELECT count(*)::int AS done FROM pgboss.job WHERE name = 'mail.send' AND state = 'completed'",
        )
      )[0].done;
    await until('every job is recorded completed', async () => (await completed()) >= COUNT, 10_000).catch(() => undefined);
    expect(await completed()).toBe(COUNT);
  }, 120_000);
});
