import { SOFT_BOUNCE_RULE } from '@gameshift/contracts';
import PgBoss from 'pg-boss';
import { decayedFailures } from '../src/auth/login-policy';
import { seedReservation } from './support/admin';
import { until } from './support/mail-queue';
import { startTestApp, TestApp } from './support/test-app';

/** Runs the daily purge now, as its schedule would: a job on its queue, worked by the app. */
async function runPurge(app: TestApp): Promise<void> {
  const boss = new PgBoss({ connectionString: app.databaseUrl, supervise: false, schedule: false, migrate: false });
  await boss.start();
  let id: string | null;
  try {
    id = await boss.send('housekeeping.purge', {});
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
  await until('the purge job is done', async () => {
    const [job] = await app.sql<{ state: string }>('SELECT state::text AS state FROM pgboss.job WHERE id = $1', [id]);
    return job?.state === 'completed';
  });
}

describe('housekeeping', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ PURGE_UNVERIFIED_AFTER_DAYS: '30' });
  });
  afterAll(async () => {
    await app.stop();
  });

  it('forgets reservations never confirmed within the purge age, and spent human-check ids older than a day', async () => {
    const stale = await seedReservation(app, { email: 'stale@example.com', handle: 'hk_stale', state: 'pending', createdAgo: '31 days' });
    const lapsed = await seedReservation(app, { email: 'lapsed@example.com', handle: 'hk_lapsed', state: 'expired', createdAgo: '2 days' });
    const confirmed = await seedReservation(app, {
      email: 'kept@example.com',
      handle: 'hk_kept',
      state: 'verified',
      createdAgo: '90 days',
    });
    await app.sql(`INSERT INTO human_check_uses (id, used_at) VALUES ('t:hk-old', now() - interval '2 days'), ('t:hk-new', now())`);

    await runPurge(app);

    const left = await app.sql<{ id: string }>('SELECT id FROM reservations WHERE id = ANY($1)', [[stale, lapsed, confirmed]]);
    expect(left.map((r) => r.id).sort()).toEqual([lapsed, confirmed].sort());
    const uses = await app.sql<{ id: string }>("SELECT id FROM human_check_uses WHERE id LIKE 't:hk-%'");
    expect(uses.map((r) => r.id)).toEqual(['t:hk-new']);
    expect(app.output()).toMatch(/housekeeping done/);
  });

  it('forgets failed sign-ins once they no longer count, and keeps those that still do', async () => {
    // [email, client, failures, minutes since the last one]; one failure decays per 10 minutes.
    const rows: Array<[string, string, number, number]> = [
      ['made-up-1@example.com', '203.0.113.1', 3, 31],
      ['made-up-2@example.com', '203.0.113.2', 1, 11],
      ['made-up-3@example.com', '203.0.113.3', 3, 29],
      ['made-up-3@example.com', '*', 3, 29],
      ['admin@example.com', '203.0.113.4', 12, 60],
      ['admin@example.com', '*', 200, 600],
      ['admin@example.com', '203.0.113.5', 6, 61],
    ];
    for (const [email, client, failures, minutes] of rows) {
      await app.sql(
        `INSERT INTO admin_login_failures (email, client_key, failures, last_failed_at) VALUES ($1, $2, $3, now() - make_interval(mins => $4))`,
        [email, client, failures, minutes],
      );
    }
    const stillCounting = rows.filter(([, , failures, minutes]) => decayedFailures(failures, minutes * 60) > 0);
    // The purge must keep some and drop some, or this test would prove nothing.
    expect(stillCounting.length).toBeGreaterThan(0);
    expect(stillCounting.length).toBeLessThan(rows.length);

    await runPurge(app);

    const left = await app.sql<{ email: string; client_key: string }>('SELECT email, client_key FROM admin_login_failures ORDER BY 1, 2');
    expect(left.map((r) => `${r.email} ${r.client_key}`)).toEqual(stillCounting.map(([email, client]) => `${email} ${client}`).sort());
    const logged = `"loginFailures":${rows.length - stillCounting.length}`;
    await until('the purge is logged', async () => app.output().includes(logged));
  });

  it("forgets mail providers' events older than the soft bounces' window, and keeps those within it", async () => {
    const days = SOFT_BOUNCE_RULE.windowDays;
    const insert = (ageDays: number) =>
      app.sql<{ id: string }>(
        `INSERT INTO mail_events (type, bounce_type, email_hash, created_at)
           VALUES ('bounce', 'soft', gen_random_bytes(32), now() - make_interval(days => $1)) RETURNING id`,
        [ageDays],
      );
    const [[old], [recent]] = [await insert(days + 1), await insert(days - 1)];

    await runPurge(app);

    const left = await app.sql<{ id: string }>('SELECT id FROM mail_events WHERE id = ANY($1)', [[old.id, recent.id]]);
    expect(left.map((r) => r.id)).toEqual([recent.id]);
  });

  it('forgets settled webhook deliveries after WEBHOOK_DELIVERY_RETENTION_DAYS (30), and keeps one still being retried', async () => {
    const [endpoint] = await app.sql<{ id: string }>(
      `INSERT INTO webhook_endpoints (url, events, secret_sealed) VALUES ('https://game.example/hook', '{reservation.confirmed}', 'sealed') RETURNING id`,
    );
    const insert = (status: string, ageDays: number, retriedAgoDays = ageDays) =>
      app.sql<{ id: string }>(
        `INSERT INTO webhook_deliveries (webhook_id, event, reservation_id, body, status, created_at, retry_from)
           VALUES ($1, 'reservation.confirmed', gen_random_uuid(), '{}', $2, now() - make_interval(days => $3), now() - make_interval(days => $4))
           RETURNING id`,
        [endpoint.id, status, ageDays, retriedAgoDays],
      );
    const [[old], [failed], [recent], [redelivered], [pending]] = [
      await insert('delivered', 31),
      await insert('failed', 31),
      await insert('delivered', 29),
      await insert('delivered', 31, 1),
      await insert('pending', 31),
    ];
    await app.sql(`INSERT INTO webhook_attempts (delivery_id, status_code, duration_ms) VALUES ($1, 200, 5)`, [old.id]);

    await runPurge(app);

    const ids = [old, failed, recent, redelivered, pending].map((row) => row.id);
    const left = await app.sql<{ id: string }>('SELECT id FROM webhook_deliveries WHERE id = ANY($1)', [ids]);
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, redelivered.id, pending.id].sort());
    expect(await app.sql('SELECT 1 FROM webhook_attempts WHERE delivery_id = $1', [old.id])).toEqual([]);
  });

  it("forgets a provider event's signature once no copy of the event can be accepted", async () => {
    await app.sql(
      `INSERT INTO mail_event_signatures (signature, valid_until)
         VALUES ('\\x01', now() - interval '2 hours'), ('\\x02', now() - interval '10 minutes'), ('\\x03', now() + interval '4 minutes')`,
    );

    await runPurge(app);

    const left = await app.sql<{ signature: Buffer }>('SELECT signature FROM mail_event_signatures ORDER BY signature');
    expect(left.map((r) => r.signature.toString('hex'))).toEqual(['02', '03']);
  });
});
