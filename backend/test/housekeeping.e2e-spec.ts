import { SOFT_BOUNCE_RULE } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import { decayedFailures } from '../src/auth/login-policy';
import { addAdmin, seedReservation } from './support/admin';
import { until } from './support/mail-queue';
import { sharedApp, SharedApp } from './support/shared-app';

/*
 * The daily purge, run now on the run's `limited` app (its purge age is the shipped 30 days): the
 * other files on that app keep no row the purge takes, and each test here reads its own rows only.
 */

/** Runs the daily purge now, as its schedule would: a job on its queue, worked by the app. */
async function runPurge(app: SharedApp): Promise<void> {
  const boss = new PgBoss({ connectionString: app.databaseUrl, supervise: false, schedule: false, migrate: false });
  await boss.start();
  let id: string | null;
  try {
    id = await boss.send('housekeeping.purge', {});
  } finally {
    await boss.stop({ graceful: false });
  }
  await until('the purge job is done', async () => {
    const [job] = await app.sql<{ state: string }>('SELECT state::text AS state FROM pgboss.job WHERE id = $1', [id]);
    return job?.state === 'completed';
  });
}

describe('housekeeping', () => {
  let app: SharedApp;
  /** This run's mark on the rows the tests make. */
  const tag = `hk${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    app = await sharedApp('limited');
  });

  it('forgets reservations never confirmed within the purge age, and spent human-check ids older than a day', async () => {
    const seed = (name: string, state: 'pending' | 'expired' | 'verified', createdAgo: string) =>
      seedReservation(app, { email: `${tag}_${name}@example.com`, handle: `${tag}_${name}`, state, createdAgo });
    const stale = await seed('stale', 'pending', '31 days');
    const lapsed = await seed('lapsed', 'expired', '2 days');
    const confirmed = await seed('kept', 'verified', '90 days');
    await app.sql(`INSERT INTO human_check_uses (id, used_at) VALUES ($1, now() - interval '2 days'), ($2, now())`, [
      `t:${tag}-old`,
      `t:${tag}-new`,
    ]);

    await runPurge(app);

    const left = await app.sql<{ id: string }>('SELECT id FROM reservations WHERE id = ANY($1)', [[stale, lapsed, confirmed]]);
    expect(left.map((r) => r.id).sort()).toEqual([lapsed, confirmed].sort());
    const uses = await app.sql<{ id: string }>('SELECT id FROM human_check_uses WHERE id LIKE $1', [`t:${tag}-%`]);
    expect(uses.map((r) => r.id)).toEqual([`t:${tag}-new`]);
    expect(await app.output()).toMatch(/housekeeping done/);
  });

  it('forgets failed sign-ins once they no longer count, and keeps those that still do', async () => {
    // An admin of this file's own: the failures of the shared app's admin are other files' to count.
    const admin = await addAdmin(app, tag);
    const madeUp = (n: number) => `${tag}-made-up-${n}@example.com`;
    // [email, client, failures, minutes since the last one]; one failure decays per 10 minutes.
    const rows: Array<[string, string, number, number]> = [
      [madeUp(1), '203.0.113.1', 3, 31],
      [madeUp(2), '203.0.113.2', 1, 11],
      [madeUp(3), '203.0.113.3', 3, 29],
      [madeUp(3), '*', 3, 29],
      [admin, '203.0.113.4', 12, 60],
      [admin, '*', 200, 600],
      [admin, '203.0.113.5', 6, 61],
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

    const left = await app.sql<{ email: string; client_key: string }>(
      'SELECT email, client_key FROM admin_login_failures WHERE email = ANY($1)',
      [rows.map(([email]) => email)],
    );
    expect(left.map((r) => `${r.email} ${r.client_key}`).sort()).toEqual(
      stillCounting.map(([email, client]) => `${email} ${client}`).sort(),
    );
    // The other files' failures on this app are minutes old at most: none has decayed, so the purge's count is this test's.
    const logged = `"loginFailures":${rows.length - stillCounting.length}`;
    await until('the purge is logged', async () => (await app.output()).includes(logged));
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
    // Disabled: on the shared app, no other file's confirmation is delivered to it.
    const [endpoint] = await app.sql<{ id: string }>(
      `INSERT INTO webhook_endpoints (url, events, secret_sealed, enabled)
         VALUES ('https://game.example/hook', '{reservation.confirmed}', 'sealed', false) RETURNING id`,
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
    // Signatures of this run's own, beside the real ones the suppressions file's events leave.
    const [long, recent, valid] = [1, 2, 3].map((n) => Buffer.concat([randomBytes(16), Buffer.from([n])]));
    await app.sql(
      `INSERT INTO mail_event_signatures (signature, valid_until)
         VALUES ($1, now() - interval '2 hours'), ($2, now() - interval '10 minutes'), ($3, now() + interval '4 minutes')`,
      [long, recent, valid],
    );

    await runPurge(app);

    const left = await app.sql<{ signature: Buffer }>('SELECT signature FROM mail_event_signatures WHERE signature = ANY($1)', [
      [long, recent, valid],
    ]);
    expect(left.map((r) => r.signature.toString('hex')).sort()).toEqual([recent, valid].map((b) => b.toString('hex')).sort());
  });
});
