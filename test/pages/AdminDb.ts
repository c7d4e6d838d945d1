import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The password every admin account the tests create signs in with (the first admin's, from global-setup). */
export const ADMIN_PASSWORD = 'correct-horse-battery-staple';
const FIRST_ADMIN = 'admin@example.com';

export type AdminFigures = { total: number; pending: number; verified: number; reserved: number; violations: number };

export type SeededReservation = { id: string; email: string; handle: string };

/** A prefix no other test uses, short enough that prefix plus a number still fits a 15-character handle. */
export function uniquePrefix(): string {
  return `a${randomBytes(4).toString('hex')}`;
}

/**
 * The app's database as the admin tests need it: their own admin accounts (so one test signing out,
 * which revokes every token of the account, cannot end another test's session), reservations and
 * violations to look at, and the figures the dashboard should show.
 */
export class AdminDb {
  private readonly pool: pg.Pool;

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
  }

  /**
   * A message that has waited `minutes` in the mail queue and that no worker takes before the run
   * ends (it is due in a day): the backlog of a launch-day rush, as the dashboard reads it.
   */
  async queueWaitingMail(minutes: number): Promise<string> {
    const { rows } = await this.pool.query<{ id: string }>(
      `INSERT INTO pgboss.job (name, data, start_after, created_on)
       VALUES ('mail.send', jsonb_build_object('id', gen_random_uuid(), 'to', 'late@example.com', 'subject', 'late', 'text', 'late', 'html', 'late'),
               now() + interval '1 day', now() - $1::int * interval '1 minute')
       RETURNING id`,
      [minutes],
    );
    return rows[0].id;
  }

  async removeMail(id: string): Promise<void> {
    await this.pool.query("DELETE FROM pgboss.job WHERE name = 'mail.send' AND id = $1", [id]);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** A new admin account with the known password, an owner unless told; returns its email. */
  async createAdmin(role: 'owner' | 'operator' | 'editor' | 'viewer' = 'owner'): Promise<string> {
    const email = `admin-${randomBytes(5).toString('hex')}@example.com`;
    await this.pool.query('INSERT INTO admins (email, password_hash, role) SELECT $1, password_hash, $2 FROM admins WHERE email = $3', [
      email,
      role,
      FIRST_ADMIN,
    ]);
    return email;
  }

  /**
   * `count` pending reservations, made a minute apart: `{prefix}{n}@example.com` and handle
   * `{prefix}{n}`, n zero-padded to two digits, n = 1 the newest. Every `verifiedEvery`-th one
   * (when given) is verified instead. Each is made on the page of `locale`, so its mail is in that language.
   */
  async seedReservations(prefix: string, count: number, { verifiedEvery = 0, locale = 'en' } = {}): Promise<SeededReservation[]> {
    const { rows } = await this.pool.query<SeededReservation>(
      `INSERT INTO reservations (email, email_canonical, gameshift_id,
         claim_from, claim_until, hold_until, is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count, created_at, locale)
       SELECT email, email, handle,
              CASE WHEN verified THEN now() ELSE created END,
              CASE WHEN verified THEN 'infinity' ELSE created + interval '24 hours' END,
              CASE WHEN verified THEN 'infinity' ELSE created + interval '24 hours' END,
              verified, verified,
              CASE WHEN verified THEN now() END, CASE WHEN verified THEN now() END,
              created, 1, created, $4
         FROM (SELECT $1 || lpad(n::text, 2, '0') || '@example.com' AS email,
                      $1 || lpad(n::text, 2, '0') AS handle,
                      $3::int > 0 AND n % $3::int = 0 AS verified,
                      now() - n * interval '1 minute' AS created
                 FROM generate_series(1, $2::int) AS n) AS seed
       RETURNING id, email, gameshift_id AS handle`,
      [prefix, count, verifiedEvery, locale],
    );
    return rows.sort((a, b) => a.email.localeCompare(b.email));
  }

  /** One pending reservation of its own. */
  async seedReservation(): Promise<SeededReservation> {
    const [row] = await this.seedReservations(uniquePrefix(), 1);
    return row;
  }

  /** One reservation with the given email and handle, made now; verified when asked. */
  async seedNamedReservation({
    email,
    handle,
    verified = false,
  }: {
    email: string;
    handle: string;
    verified?: boolean;
  }): Promise<SeededReservation> {
    const { rows } = await this.pool.query<SeededReservation>(
      `INSERT INTO reservations (email, email_canonical, gameshift_id,
         claim_from, claim_until, hold_until, is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count)
       VALUES ($1::varchar, $1::varchar, $2::varchar,
               now(), CASE WHEN $3::boolean THEN 'infinity'::timestamptz ELSE now() + interval '24 hours' END,
               CASE WHEN $3::boolean THEN 'infinity'::timestamptz ELSE now() + interval '24 hours' END,
               $3::boolean, $3::boolean, CASE WHEN $3::boolean THEN now() END, CASE WHEN $3::boolean THEN now() END, now(), 1)
       RETURNING id, email, gameshift_id AS handle`,
      [email, handle, verified],
    );
    return rows[0];
  }

  /** Sign-ups and confirmations at one mail domain over the last 30 days (UTC), as the funnel counts them. */
  async funnelFigures(domain: string): Promise<{ domain: { signups: number; confirmations: number } }> {
    const { rows } = await this.pool.query<{ signups: number; confirmations: number }>(
      `SELECT count(*)::int AS signups, count(*) FILTER (WHERE is_verified)::int AS confirmations
         FROM reservations WHERE split_part(email_canonical, '@', 2) = $1 AND created_at >= (now() AT TIME ZONE 'UTC')::date - 29`,
      [domain],
    );
    return { domain: rows[0] };
  }

  /** `count` honeypot violations made now, each from its own address `{label}-{n}`. */
  async seedViolations(label: string, count: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO security_violations (ip_address, user_agent, violation_type, violation_data)
       SELECT $1 || '-' || n, 'admin-test-bot', 'honeypot', jsonb_build_object('website', $1) FROM generate_series(1, $2::int) AS n`,
      [label, count],
    );
  }

  async reservation(id: string): Promise<{ is_verified: boolean; is_reserved: boolean } | undefined> {
    const { rows } = await this.pool.query<{ is_verified: boolean; is_reserved: boolean }>(
      'SELECT is_verified, is_reserved FROM reservations WHERE id = $1',
      [id],
    );
    return rows[0];
  }

  /** What the dashboard's cards should say at this moment; the violations card counts the 20 it loads. */
  async figures(): Promise<AdminFigures> {
    const { rows } = await this.pool.query<AdminFigures>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE NOT is_verified)::int AS pending,
              count(*) FILTER (WHERE is_verified)::int AS verified,
              count(*) FILTER (WHERE is_reserved)::int AS reserved,
              (SELECT least(count(*), 20)::int FROM security_violations) AS violations
         FROM reservations`,
    );
    return rows[0];
  }

  /** The addresses of the ten newest violations, newest first, as the dashboard lists them. */
  async newestViolationAddresses(): Promise<string[]> {
    const { rows } = await this.pool.query<{ ip_address: string }>(
      'SELECT ip_address FROM security_violations ORDER BY created_at DESC, id LIMIT 10',
    );
    return rows.map((r) => r.ip_address);
  }

  /** Gives a reservation the source its visit came from, as the attribution would have. */
  async setSource(id: string, source: string): Promise<void> {
    await this.pool.query('UPDATE reservations SET source = $1 WHERE id = $2', [source, id]);
  }

  async reservationIds(): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM reservations ORDER BY id');
    return rows.map((r) => r.id);
  }

  /**
   * An announcement caught mid-send, as the portal shows it while copies go out or after the send
   * paused itself: `settled` copies sent and `waiting` still queued, with no job behind them, so it
   * stays put until endAnnouncement.
   */
  async seedAnnouncementInFlight(
    status: 'sending' | 'paused',
    { settled, waiting, pausedReason = null }: { settled: number; waiting: number; pausedReason?: string | null },
  ): Promise<string> {
    const { rows } = await this.pool.query<{ id: string }>(
      `WITH a AS (
         INSERT INTO announcements (subject, body, status, paused_reason, started_at)
         VALUES ('In flight ' || substr(md5(random()::text), 1, 8), 'Hello {handle}', $1, $2, now())
         RETURNING id)
       INSERT INTO announcement_recipients (announcement_id, reservation_id, state, settled_at)
       SELECT a.id, gen_random_uuid(), CASE WHEN n <= $3 THEN 'sent' ELSE 'queued' END, CASE WHEN n <= $3 THEN now() END
         FROM a, generate_series(1, $3::int + $4::int) AS n
       RETURNING announcement_id AS id`,
      [status, pausedReason, settled, waiting],
    );
    return rows[0].id;
  }

  /** Cancels a seeded announcement, so no later send meets it still in flight. */
  async endAnnouncement(id: string): Promise<void> {
    await this.pool.query("UPDATE announcements SET status = 'cancelled', finished_at = now() WHERE id = $1", [id]);
    await this.pool.query(
      "UPDATE announcement_recipients SET state = 'skipped', settled_at = now() WHERE announcement_id = $1 AND state = 'queued'",
      [id],
    );
  }
}
