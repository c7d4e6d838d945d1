import { canonicalEmail } from '@gameshift/contracts';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * How a seeded reservation stands, in the terms of its lifecycle:
 * - pending: just reserved, its link fresh;
 * - expired: reserved 25 hours ago and never confirmed, its link and its claim lapsed;
 * - verified: confirmed an hour ago;
 * - relinked: reserved 25 hours ago, its claim lapsed, and a fresh link resent since.
 */
export type SeedState = 'pending' | 'expired' | 'verified' | 'relinked';

const TIMES: Record<SeedState, { created: string; claimUntil: string; tokenExpires: string; lastSent: string }> = {
  pending: { created: 'now()', claimUntil: "now() + interval '24 hours'", tokenExpires: "now() + interval '24 hours'", lastSent: 'now()' },
  expired: {
    created: "now() - interval '25 hours'",
    claimUntil: "now() - interval '1 hour'",
    tokenExpires: "now() - interval '1 hour'",
    lastSent: "now() - interval '25 hours'",
  },
  verified: {
    created: "now() - interval '1 hour'",
    claimUntil: "'infinity'",
    tokenExpires: "now() + interval '23 hours'",
    lastSent: "now() - interval '1 hour'",
  },
  relinked: {
    created: "now() - interval '25 hours'",
    claimUntil: "now() - interval '1 hour'",
    tokenExpires: "now() + interval '24 hours'",
    lastSent: 'now()',
  },
};

export type ReservationRow = {
  email: string;
  gameshift_id: string;
  is_verified: boolean;
  is_reserved: boolean;
  verified_at: Date | null;
};

/** The app's database, for seeding reservations with known links and inspecting what a visit left. */
export class Db {
  private readonly pool: pg.Pool;

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Inserts a reservation in `state` and returns the token of its emailed link. */
  async seedReservation(visitor: { email: string; handle: string }, state: SeedState): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    const t = TIMES[state];
    const verified = state === 'verified';
    // A verified claim starts at its verification; any other claim starts when it was made.
    const claimFrom = verified ? 'now()' : t.created;
    await this.pool.query(
      `WITH reservation AS (
         INSERT INTO reservations (email, email_canonical, gameshift_id,
           claim_from, claim_until, hold_until, is_verified, is_reserved, verified_at, reserved_at,
           last_sent_at, sent_count, sent_window_start, created_at)
         VALUES ($1, $2, $3, ${claimFrom}, ${t.claimUntil}, ${t.claimUntil}, $5, $5,
           ${verified ? 'now()' : 'NULL'}, ${verified ? 'now()' : 'NULL'},
           ${t.lastSent}, $6, ${t.created}, ${t.created})
         RETURNING id)
       INSERT INTO verification_links (token_hash, reservation_id, expires_at, created_at)
       SELECT $4, id, ${t.tokenExpires}, ${t.lastSent} FROM reservation`,
      [visitor.email, canonicalEmail(visitor.email), visitor.handle, hash, verified, state === 'relinked' ? 2 : 1],
    );
    return token;
  }

  async reservationsFor(email: string): Promise<ReservationRow[]> {
    const { rows } = await this.pool.query<ReservationRow>(
      'SELECT email, gameshift_id, is_verified, is_reserved, verified_at FROM reservations WHERE email_canonical = $1',
      [canonicalEmail(email)],
    );
    return rows;
  }

  /** Moves the last email of `email`'s reservation a minute and more into the past, as if the visitor had waited. */
  async ageLastEmail(email: string): Promise<void> {
    await this.pool.query("UPDATE reservations SET last_sent_at = last_sent_at - interval '61 seconds' WHERE email_canonical = $1", [
      canonicalEmail(email),
    ]);
  }

  /** Honeypot violations whose `website` trap held `value`. */
  /** The page views counted under a source (`utm_source / utm_campaign`), by path. */
  async pageViewsFrom(source: string): Promise<Record<string, number>> {
    const { rows } = await this.pool.query<{ path: string; views: number }>(
      'SELECT path, sum(views)::int AS views FROM analytics_page_views WHERE source = $1 GROUP BY path',
      [source],
    );
    return Object.fromEntries(rows.map((row) => [row.path, row.views]));
  }

  /** The steps of the journey (a bit each, in JOURNEY_STEPS order) of each visitor counted under a source. */
  async visitorStepsFrom(source: string): Promise<number[]> {
    const { rows } = await this.pool.query<{ steps: number }>('SELECT steps FROM analytics_visitors WHERE source = $1', [source]);
    return rows.map((row) => row.steps);
  }

  async honeypotViolations(value: string): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>(
      `SELECT count(*) FROM security_violations WHERE violation_type = 'honeypot' AND violation_data->>'website' = $1`,
      [value],
    );
    return Number(rows[0].count);
  }

  async reservationId(email: string): Promise<string> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM reservations WHERE email = $1', [email]);
    return rows[0].id;
  }
}
