import PgBoss from 'pg-boss';
import { randomUUID } from 'node:crypto';
import { SmtpSink } from './support/smtp-sink';
import { allCompleted, allPendingAfterFailure, until } from './support/mail-queue';
import { createTestDatabase, startTestApp, TestApp } from './support/test-app';

/** Another producer on the shared queue, as any app instance is. */
async function producer(databaseUrl: string): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
  boss.on('error', () => undefined);
  await boss.start();
  return boss;
}

function message(to: string) {
  const id = randomUUID();
  return { id, to, subject: `Subject ${id}`, text: `Text ${id}`, html: `<p>Html ${id}</p>` };
}

/** Each message arrived exactly once. */
function expectReceivedOnce(sink: SmtpSink, mails: { subject: string }[]): void {
  expect(sink.received.map((m) => m.subject).sort()).toEqual(mails.map((m) => m.subject).sort());
}

describe('mail queue', () => {
  let sink: SmtpSink;

  beforeEach(async () => {
    sink = await SmtpSink.start();
  });
  afterEach(async () => {
    await sink.down();
  });

  it('delivers a queued message to the SMTP server with text and HTML parts', async () => {
    const app = await startTestApp({ SMTP_URL: sink.url });
    const boss = await producer(app.databaseUrl);
    try {
      const mail = message('player@example.com');
      await boss.send('mail.send', mail);
      const [received] = await sink.waitFor(1);
      expect(received.to).toEqual(['player@example.com']);
      expect(received.subject).toBe(mail.subject);
      expect(received.text.trim()).toBe(mail.text);
      expect(received.html).toContain(`Html ${mail.id}`);
      expect(received.messageId).toContain(mail.id);
    } finally {
      await boss.stop({ graceful: false });
      await app.stop();
    }
  });

  it('delivers every message exactly once after the SMTP server was down for a while', async () => {
    const app = await startTestApp({ SMTP_URL: sink.url });
    const boss = await producer(app.databaseUrl);
    try {
      await sink.down();
      const mails = Array.from({ length: 5 }, (_, i) => message(`down${i}@example.com`));
      const ids = mails.map((m) => m.id);
      for (const mail of mails) await boss.send('mail.send', mail);
      await until('every job failed once and waits for a retry', () => allPendingAfterFailure(app.databaseUrl, 'id', ids));

      await sink.up();
      await until('every job is completed', () => allCompleted(app.databaseUrl, 'id', ids));
      expectReceivedOnce(sink, mails);
      const recorded = await app.sql<{ id: string }>('SELECT id FROM mail_deliveries WHERE id = ANY($1)', [ids]);
      expect(recorded.map((r) => r.id).sort()).toEqual([...ids].sort());
    } finally {
      await boss.stop({ graceful: false });
      await app.stop();
    }
  });

  it('loses and repeats nothing when the app restarts with messages still queued', async () => {
    const databaseUrl = await createTestDatabase();
    let app: TestApp = await startTestApp({ SMTP_URL: sink.url }, databaseUrl);
    const boss = await producer(databaseUrl);
    try {
      await sink.down();
      const mails = Array.from({ length: 5 }, (_, i) => message(`restart${i}@example.com`));
      const ids = mails.map((m) => m.id);
      for (const mail of mails) await boss.send('mail.send', mail);
      await until('every job failed once and waits for a retry', () => allPendingAfterFailure(databaseUrl, 'id', ids));
      expect(await app.stop()).toBe(0);
      // Shutdown kept every job, still waiting to be sent.
      expect(await allPendingAfterFailure(databaseUrl, 'id', ids)).toBe(true);

      await sink.up();
      app = await startTestApp({ SMTP_URL: sink.url }, databaseUrl);
      await until('every job is completed', () => allCompleted(databaseUrl, 'id', ids), 40_000);
      expectReceivedOnce(sink, mails);
    } finally {
      await boss.stop({ graceful: false });
      await app.stop();
    }
  });
});
