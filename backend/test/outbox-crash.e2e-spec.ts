import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import { until } from './support/mail-queue';
import { PUBLIC_URL } from './support/reservations';
import { SmtpSink } from './support/smtp-sink';
import { createTestDatabase, sqlOn, startTestApp, TestApp } from './support/test-app';

/*
 * Crash recovery by pg-boss's heartbeats: an instance killed with mail in hand. Its jobs are failed
 * for a retry once their heartbeat lapses (10 s, pg-boss's shortest) and the monitor passes, not
 * after MAIL_JOB_TIMEOUT_S (120 s, left at its default), and every message is sent once.
 */

const HEARTBEAT = { OUTBOX_HEARTBEAT_S: '10', OUTBOX_MONITOR_S: '1' };
const COUNT = 60;

async function queueMail(databaseUrl: string, label: string): Promise<string[]> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    const recipients = Array.from({ length: COUNT }, (_, i) => `${label}${i}@example.com`);
    await boss.insert(
      'mail.send',
      recipients.map((to) => {
        const id = randomUUID();
        return { data: { id, to, subject: `${label} ${id}`, text: id, html: `<p>${id}</p>` } };
      }),
    );
    return recipients;
  } finally {
    await boss.stop({ graceful: false });
  }
}

describe('an instance killed with a batch in hand', () => {
  let sink: SmtpSink;
  let app: TestApp | undefined;

  beforeAll(async () => {
    sink = await SmtpSink.start();
  });
  afterAll(async () => {
    await app?.stop();
    await sink.down();
  });

  it('has the rest mailed by the restarted instance within 30 s of its death, none twice', async () => {
    const databaseUrl = await createTestDatabase();
    const env = { SMTP_URL: sink.url, PUBLIC_URL, ...HEARTBEAT };
    // The server answers the first five; the rest of the batch hangs unanswered, taken and held.
    sink.acceptUpTo = 5;
    app = await startTestApp(env, databaseUrl);
    const recipients = await queueMail(databaseUrl, 'crash');
    await until('the instance holds the rest of the mail, its sends unanswered', async () => {
      if (sink.received.length < 5 || sink.heldCount === 0) return false;
      const [{ held }] = await sqlOn<{ held: number }>(
        databaseUrl,
        "SELECT count(*)::int AS held FROM pgboss.job WHERE name = 'mail.send' AND state = 'active' AND heartbeat_on IS NOT NULL",
      );
      return held >= COUNT - 5;
    });

    await app.kill();
    const diedAt = Date.now();
    // Never answered: for the sender, and for a real server, these were not sent.
    sink.dropHeld();
    sink.acceptUpTo = Number.POSITIVE_INFINITY;
    app = await startTestApp(env, databaseUrl);

    await sink.waitFor(COUNT, 30_000 - (Date.now() - diedAt));
    const seconds = (Date.now() - diedAt) / 1000;
    process.stdout.write(`after kill -9: ${COUNT - 5} held messages sent ${seconds.toFixed(1)} s after the death\n`);
    expect(seconds).toBeLessThan(30);
    const perRecipient = new Map<string, number>();
    for (const to of sink.received.flatMap((m) => m.to)) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect([...perRecipient.keys()].sort()).toEqual([...recipients].sort());
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    // Handed on by pg-boss once their heartbeat lapsed: each held job was taken again, a second claim.
    const [{ retried }] = await app.sql<{ retried: number }>(
      "SELECT count(*)::int AS retried FROM pgboss.job WHERE name = 'mail.send' AND retry_count > 0",
    );
    expect(retried).toBeGreaterThanOrEqual(COUNT - 5);
  }, 90_000);
});
