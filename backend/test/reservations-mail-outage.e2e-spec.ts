import { humanTokens, tally } from './support/api';
import { ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { allCompleted, allPendingAfterFailure, until } from './support/mail-queue';
import {
  linkHash,
  linkToken,
  PUBLIC_URL,
  reserve,
  uniqueEmail,
  uniqueHandle,
  UNLIMITED,
  verify,
  type ReservationAnswer,
} from './support/reservations';
import { SmtpSink } from './support/smtp-sink';
import { startTestApp, tablesContaining, TestApp } from './support/test-app';

/*
 * Reservations while the mail server is down: answered at once, their emails sent when it is back,
 * but not to a reservation erased meanwhile. A file of its own: it waits on the queue's retry delays, and beside the other reservation tests
 * it would hold one e2e worker for the time of both.
 */

describe('mail outage', () => {
  let app: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({ ...UNLIMITED, ...ADMIN_ENV, SMTP_URL: sink.url, PUBLIC_URL });
  });
  afterAll(async () => {
    await app.stop();
    await sink.down();
  });

  it('answers 50 reservations while SMTP is down, then delivers each of their emails exactly once', async () => {
    const tokens = await humanTokens(app.baseUrl, 50);
    await sink.down();

    const answers: ReservationAnswer[] = [];
    for (const token of tokens) {
      answers.push(await reserve(app.baseUrl, { email: uniqueEmail('outage'), gameshift_id: uniqueHandle('o'), human_token: token }));
    }
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 50 });

    // Every answer came while its email could not be sent: the mail waits in the queue, not the visitor.
    const emails = answers.map((a) => a.body.email);
    await until('every email failed once and waits for a retry', () => allPendingAfterFailure(app.databaseUrl, 'to', emails));

    await sink.up();
    await until('every email is sent', () => allCompleted(app.databaseUrl, 'to', emails), 150_000);
    const recipients = sink.received.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(answers.map((a) => a.body.email).sort());

    // Each failed try made a link that never left; the retry replaced it, so every reservation has
    // exactly one link, the one its email carries, and it confirms.
    const links = await app.sql<{ email: string; token_hash: string }>(
      'SELECT r.email, l.token_hash FROM verification_links l JOIN reservations r ON r.id = l.reservation_id WHERE r.email = ANY($1)',
      [emails],
    );
    expect(links.map((l) => l.email).sort()).toEqual([...emails].sort());
    const mailed = new Map(sink.received.map((m) => [m.to[0], linkHash(linkToken(m))]));
    expect(links.every((l) => mailed.get(l.email) === l.token_hash)).toBe(true);
    expect((await verify(app.baseUrl, linkToken(sink.received[0]))).body.state).toBe('success');
  }, 200_000);

  it('sends nothing to a reservation erased while its email waited, and finishes its job', async () => {
    const tokens = await humanTokens(app.baseUrl, 2);
    // As a crash: the pool's connections kept from the test before end now, where a graceful stop
    // would wait for them to go idle, up to half a minute.
    await sink.crash();
    const [kept, erased] = [uniqueEmail('kept'), uniqueEmail('erased')];
    for (const [i, email] of [kept, erased].entries()) {
      expect((await reserve(app.baseUrl, { email, gameshift_id: uniqueHandle('e'), human_token: tokens[i] })).status).toBe(201);
    }
    await until('both emails failed once and wait', () => allPendingAfterFailure(app.databaseUrl, 'to', [kept, erased]));
    const [{ id, job }] = await app.sql<{ id: string; job: string }>(
      `SELECT r.id, j.id AS job FROM reservations r JOIN pgboss.job j ON j.data->'params'->>'reservationId' = r.id::text
        WHERE r.email = $1`,
      [erased],
    );
    // The queue names the reservation by its id only, so erasing it leaves the queue alone.
    expect(await tablesContaining(app, [erased])).toEqual(['public.reservations']);
    const owner = await signIn(app.baseUrl);
    expect((await call(app.baseUrl, 'POST', `/api/admin/reservations/${id}/erase`, bearer(owner))).status).toBe(204);
    expect(await tablesContaining(app, [erased])).toEqual([]);

    const received = sink.received.length;
    await sink.up();
    await until('the kept email is sent', () => allCompleted(app.databaseUrl, 'to', [kept]), 60_000);
    await until("the erased reservation's job is done", async () => {
      const [row] = await app.sql<{ state: string }>('SELECT state::text AS state FROM pgboss.job WHERE id = $1', [job]);
      return row.state === 'completed';
    });
    expect(sink.received.slice(received).flatMap((m) => m.to)).toEqual([kept]);
  }, 90_000);
});
