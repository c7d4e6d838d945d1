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
