import { TokenPool } from './support/api';
import { ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { PUBLIC_URL, reserveWithLink, UNLIMITED, verify } from './support/reservations';
import { SmtpSink } from './support/smtp-sink';
import { createTestDatabase, sqlOn, startTestApp, TestApp } from './support/test-app';

type RawRow = Record<string, unknown>;

/** The row exactly as stored, timestamps as PostgreSQL writes them (to the microsecond, 'infinity' as such). */
async function rawRow(app: TestApp, id: string): Promise<RawRow> {
  const [row] = await app.sql<{ row: RawRow }>('SELECT row_to_json(r)::jsonb AS row FROM reservations r WHERE id = $1', [id]);
  return row.row;
}

/** The columns confirming changed, with the instant it happened written as 'now'. */
function confirmedChanges(before: RawRow, after: RawRow): RawRow {
  const now = after.verified_at;
  expect(now).toEqual(expect.any(String));
  return Object.fromEntries(
    Object.keys(after)
      .filter((column) => JSON.stringify(after[column]) !== JSON.stringify(before[column]))
      .map((column) => [column, after[column] === now ? 'now' : after[column]]),
  );
}

describe("an admin's confirmation and a link's", () => {
  let app: TestApp;
  let sink: SmtpSink;
  let pool: TokenPool;
  let token: string;
  let databaseUrl: string;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    databaseUrl = await createTestDatabase();
    // Counts the calls of PL/pgSQL functions, so the test can see which one confirmed.
    const [{ name }] = await sqlOn<{ name: string }>(databaseUrl, 'SELECT current_database() AS name');
    await sqlOn(databaseUrl, `ALTER DATABASE ${name} SET track_functions = 'pl'`);
    app = await startTestApp({ ...UNLIMITED, ...ADMIN_ENV, SMTP_URL: sink.url, PUBLIC_URL }, databaseUrl);
    pool = await TokenPool.issue(app.baseUrl, 2);
    token = await signIn(app.baseUrl);
  });
  afterAll(async () => {
    await app.stop();
    await sink.down();
  });

  /** Calls of confirm_reservation(p_now, p_token_hash, p_reservation_id) so far, once the app's connections have reported them. */
  async function confirmCalls(atLeast: number): Promise<number> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await app.sql<{ calls: number }>(
        `SELECT COALESCE(sum(calls), 0)::int AS calls FROM pg_stat_user_functions
          WHERE funcid = 'confirm_reservation(timestamptz, bpchar, uuid)'::regprocedure`,
      );
      if (row.calls >= atLeast || Date.now() > deadline) return row.calls;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('go through the same database function and leave the same row', async () => {
    const byLink = await reserveWithLink(app, sink, pool.take());
    const byAdmin = await reserveWithLink(app, sink, pool.take());
    const linkBefore = await rawRow(app, byLink.row.id);
    const adminBefore = await rawRow(app, byAdmin.row.id);

    expect((await verify(app.baseUrl, byLink.token)).body).toMatchObject({ state: 'success' });
    expect(await confirmCalls(1)).toBe(1);
    const res = await call(app.baseUrl, 'POST', `/api/admin/reservations/${byAdmin.row.id}/verify`, bearer(token));
    expect(res.status).toBe(200);
    expect(await confirmCalls(2)).toBe(2);

    const linkChanges = confirmedChanges(linkBefore, await rawRow(app, byLink.row.id));
    const adminChanges = confirmedChanges(adminBefore, await rawRow(app, byAdmin.row.id));
    expect(linkChanges).toEqual({
      is_verified: true,
      is_reserved: true,
      verified_at: 'now',
      reserved_at: 'now',
      claim_from: 'now',
      claim_until: 'infinity',
      hold_until: 'infinity',
    });
    expect(adminChanges).toEqual(linkChanges);
  });
});
