import { randomUUID } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import PgBoss10 from 'pg-boss-10';
import { sealSecret } from '../src/common/sealed-secret';
import { newSigningSecret, webhookSealingKey } from '../src/webhooks/webhook-signature';
import { ADMIN_ENV, seedReservation } from './support/admin';
import { sleep } from './support/api';
import { until } from './support/mail-queue';
import { PUBLIC_URL, uniqueEmail, uniqueHandle } from './support/reservations';
import { SmtpSink } from './support/smtp-sink';
import { AppHandle, createTestDatabase, sqlOn, startTestApp, TestApp } from './support/test-app';

/*
 * A database pg-boss 10 ran on, moved to pg-boss 12 at start. pg-boss 10 itself (under an npm alias)
 * builds the old queue, as the last release on it left it: confirmation mail waiting, one mail taken
 * by an instance that died, an announcement's copies queued as a batch and as a job of its own (as
 * releases before the batches queued them), and a webhook delivery waiting. Two instances of this
 * release then start at once on it: the old jobs move over once, and every message goes out once.
 *
 * A dump of such a database would need pg_dump of the cluster's major (18); this machine's Debian
 * has 15, which refuses a newer server, so pg-boss 10 writes the old queue here instead.
 */

const WEBHOOK_SEAL_KEY = 'webhook-seal-key-for-the-e2e-run-0123456789';
const ENV = {
  ...ADMIN_ENV,
  PUBLIC_URL,
  MAIL_LINK_SECRET: 'mail-link-secret-for-the-e2e-run-0123456789',
  SUPPRESSION_KEY: 'suppression-key-for-the-e2e-run-0123456789',
  WEBHOOK_SEAL_KEY,
};

describe('the move from pg-boss 10', () => {
  let sink: SmtpSink;
  let receiver: Server;
  const hooks: string[] = [];
  const apps: TestApp[] = [];

  beforeAll(async () => {
    sink = await SmtpSink.start();
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        hooks.push(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await sink.down();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('queues in pg-boss 12 every job pg-boss 10 still owed, once, however many instances start', async () => {
    const databaseUrl = await createTestDatabase();
    const sql = <T>(text: string, values?: unknown[]) => sqlOn<T>(databaseUrl, text, values);
    const site: AppHandle = { baseUrl: '', databaseUrl, sql };

    // The rows of the site: a webhook endpoint of the game (its secret sealed as the app seals it) and an announcement.
    const [endpoint] = await sql<{ id: string }>(
      `INSERT INTO webhook_endpoints (url, events, secret_sealed) VALUES ($1, $2, $3) RETURNING id`,
      [
        `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/game`,
        ['reservation.confirmed'],
        sealSecret(newSigningSecret(), webhookSealingKey(WEBHOOK_SEAL_KEY)),
      ],
    );
    const [draft] = await sql<{ id: string }>(
      `INSERT INTO announcements (subject, body) VALUES ('Moved over', 'Hi {handle}') RETURNING id`,
    );

    // The queue as pg-boss 10 left it.
    await sql('DROP SCHEMA pgboss CASCADE');
    const boss = new PgBoss10({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false });
    boss.on('error', () => undefined);
    await boss.start();
    for (const name of ['mail.send', 'announcement.send', 'webhook']) await boss.createQueue(name, { name, retryLimit: 12 });
    const [{ version }] = await sql<{ version: number }>('SELECT version FROM pgboss.version');
    expect(version).toBeLessThan(25);

    const pending = await Promise.all(
      [1, 2, 3].map(async () => {
        const email = uniqueEmail('moved');
        const id = await seedReservation(site, { email, handle: uniqueHandle('m'), state: 'pending' });
        return { email, id };
      }),
    );
    const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    await boss.insert(
      pending.map(({ id }) => ({
        name: 'mail.send',
        data: { id: randomUUID(), kind: 'verification-link', params: { reservationId: id, expiresAt } },
        priority: 10,
      })),
    );
    // One taken by an instance that died with it in hand.
    const [taken] = await boss.fetch('mail.send');
    expect(taken).toBeDefined();

    const readers = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => {
        const email = uniqueEmail('reader');
        return { email, id: await seedReservation(site, { email, handle: uniqueHandle('r'), state: 'verified' }) };
      }),
    );
    const keys = readers.map((reader) => reader.id).sort();
    await sql(`UPDATE announcements SET status = 'sending', generation = 1, started_at = now(), queuing = false WHERE id = $1`, [draft.id]);
    await sql('INSERT INTO announcement_recipients (announcement_id, reservation_id) SELECT $1, unnest($2::uuid[])', [draft.id, keys]);
    await boss.insert([
      {
        name: 'announcement.send',
        data: { id: randomUUID(), announcementId: draft.id, generation: 1, first: keys[0], last: keys[3], copies: 4 },
      },
      { name: 'announcement.send', data: { id: randomUUID(), announcementId: draft.id, generation: 1, reservationId: keys[4] } },
    ]);

    const [delivery] = await sql<{ id: string }>(
      `INSERT INTO webhook_deliveries (webhook_id, event, reservation_id, body) VALUES ($1, 'reservation.confirmed', $2, $3) RETURNING id`,
      [endpoint.id, readers[0].id, JSON.stringify({ type: 'reservation.confirmed', moved: true })],
    );
    await boss.insert([{ name: 'webhook', data: { id: randomUUID(), deliveryId: delivery.id } }]);
    await boss.stop({ graceful: false, wait: true });

    // Two instances of this release at once.
    apps.push(...(await Promise.all([1, 2].map(() => startTestApp({ ...ENV, SMTP_URL: sink.url }, databaseUrl)))));
    const mailed = () => sink.received.flatMap((mail) => mail.to);
    const expected = [...pending, ...readers].map((r) => r.email).sort();
    await until('every message the old queue owed is sent', async () => expected.every((email) => mailed().includes(email)), 45_000);
    await until('the webhook delivery is made', async () => hooks.length > 0, 15_000);
    // Nothing more comes: each went out once.
    await sleep(1500);
    expect(mailed().sort()).toEqual(expected);
    expect(hooks).toEqual([JSON.stringify({ type: 'reservation.confirmed', moved: true })]);

    const moved = apps.filter((app) => app.output().includes('the jobs pg-boss 10 still owed are queued'));
    expect(moved).toHaveLength(1);
    expect(moved[0].output()).toContain('"moved":6');
    const [after] = await sql<{ version: number; aside: boolean }>(
      `SELECT (SELECT version FROM pgboss.version) AS version, to_regnamespace('pgboss_v10') IS NOT NULL AS aside`,
    );
    expect(after.version).toBeGreaterThanOrEqual(25);
    expect(after.aside).toBe(false);
    const [{ status }] = await sql<{ status: string }>('SELECT status FROM announcements WHERE id = $1', [draft.id]);
    expect(status).toBe('sent');
  }, 120_000);
});
