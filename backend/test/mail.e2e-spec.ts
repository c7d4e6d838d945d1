import { PgBoss } from 'pg-boss';
import { randomUUID } from 'node:crypto';
import { SmtpSink } from './support/smtp-sink';
import { allCompleted, allPendingAfterFailure, producer, until } from './support/mail-queue';
import { waitForMailTo } from './support/reservations';
import { startTestApp, TestApp } from './support/test-app';

function message(to: string) {
  const id = randomUUID();
  return { id, to, subject: `Subject ${id}`, text: `Text ${id}`, html: `<p>Html ${id}</p>` };
}

/** Each of `mails` arrived exactly once (the file's other tests mail other subjects). */
function expectReceivedOnce(sink: SmtpSink, mails: { subject: string }[]): void {
  const subjects = new Set(mails.map((m) => m.subject));
  expect(
    sink.received
      .map((m) => m.subject)
      .filter((subject) => subjects.has(subject))
      .sort(),
  ).toEqual([...subjects].sort());
}

/** One app and one SMTP server serve the file: each test queues messages of its own and reads only those. */
describe('mail queue', () => {
  let sink: SmtpSink;
  let app: TestApp;
  let boss: PgBoss;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({ SMTP_URL: sink.url });
  });
  beforeEach(async () => {
    boss = await producer(app.databaseUrl);
  });
  afterEach(async () => {
    await boss.stop({ graceful: false });
  });
  afterAll(async () => {
    await app?.stop();
    await sink.down();
  });

  it('delivers a queued message to the SMTP server with text and HTML parts', async () => {
    const mail = message('player@example.com');
    await boss.send('mail.send', mail);
    const [received] = await waitForMailTo(sink, mail.to);
    expect(received.to).toEqual(['player@example.com']);
    expect(received.subject).toBe(mail.subject);
    expect(received.text.trim()).toBe(mail.text);
    expect(received.html).toContain(`Html ${mail.id}`);
    expect(received.messageId).toContain(mail.id);
  });

  it('delivers every message exactly once after the SMTP server was down for a while', async () => {
    await sink.crash();
    const mails = Array.from({ length: 5 }, (_, i) => message(`down${i}@example.com`));
    const ids = mails.map((m) => m.id);
    for (const mail of mails) await boss.send('mail.send', mail);
    await until('every job failed once and waits for a retry', () => allPendingAfterFailure(app.databaseUrl, 'id', ids));

    await sink.up();
    await until('every job is completed', () => allCompleted(app.databaseUrl, 'id', ids));
    expectReceivedOnce(sink, mails);
    const recorded = await app.sql<{ id: string }>('SELECT id FROM mail_deliveries WHERE id = ANY($1)', [ids]);
    expect(recorded.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('loses and repeats nothing when the app restarts with messages still queued', async () => {
    const { databaseUrl } = app;
    await sink.crash();
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
  });
});
