import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../database/returned-rows';

/*
 * Every statement of claiming a handle that needs PostgreSQL itself, in one place (the admin
 * export's cursor is in admin/export.queries.ts).
 *
 * Transaction-scoped advisory locks that serialise writers competing for one handle, one client
 * or one email. Exclusion constraints alone let concurrent inserters wait on each other's
 * uncommitted rows and deadlock; with these locks each waits its turn and then meets the winner's
 * committed row. Every transaction takes them in one order (handle, client, email), so two
 * transactions never wait on each other in a circle.
 */

export async function lockHandle(manager: EntityManager, handle: string): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('handle:' || $1))", [handle]);
}

/** Makes counting a client's pending reservations and adding one a single step. */
export async function lockClient(manager: EntityManager, clientKey: string): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('client:' || $1))", [clientKey]);
}

export async function lockEmail(manager: EntityManager, emailCanonical: string): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('email:' || $1))", [emailCanonical]);
}

/** Handle, then email: for writers that do not act for a client. */
export async function lockClaims(manager: EntityManager, handle: string, emailCanonical: string): Promise<void> {
  await lockHandle(manager, handle);
  await lockEmail(manager, emailCanonical);
}

/*
 * The claim itself, the hot path of launch day: which handles are held, how many claims a client
 * has pending, and the INSERT that the exclusion constraints judge. Written out here because they
 * are the protocol the locks above protect, and because the query builder's per-statement work
 * cost about a tenth of the reservation call's throughput (npm run bench:reserve).
 */

/** Handles among `candidates` that are held at `now`: verified (held forever), or by a pending reservation whose hold is on. */
export async function heldHandles(manager: EntityManager, candidates: readonly string[], now: Date): Promise<string[]> {
  const rows: Array<{ gameshift_id: string }> = await manager.query(
    'SELECT DISTINCT gameshift_id FROM reservations WHERE gameshift_id = ANY($1) AND (is_verified OR hold_until > $2)',
    [candidates, now],
  );
  return rows.map((r) => r.gameshift_id);
}

/** A client's reservations still waiting for confirmation with a live link; verified ones do not count. */
export async function pendingClaims(manager: EntityManager, clientKey: string, now: Date): Promise<number> {
  const [row]: Array<{ n: number }> = await manager.query(
    'SELECT count(*)::int AS n FROM reservations WHERE client_key = $1 AND NOT is_verified AND claim_until > $2',
    [clientKey, now],
  );
  return row.n;
}

export interface NewClaim {
  email: string;
  emailCanonical: string;
  handle: string;
  clientKey: string;
  manageKeyHash: string;
  now: Date;
  /** End of the handle's hold. */
  holdUntil: Date;
  /** End of the link's life, and of the email's claim. */
  until: Date;
}

/** Adds a pending reservation; a hold overlapping another on its handle, or a claim on its email, fails with that exclusion constraint. */
export async function insertClaim(manager: EntityManager, claim: NewClaim): Promise<string> {
  const [row] = returnedRows<{ id: string }>(
    await manager.query(
      `INSERT INTO reservations (email, email_canonical, gameshift_id,
         claim_from, claim_until, hold_until, last_sent_at, sent_window_start, created_at, client_key, manage_key_hash)
       VALUES ($1, $2, $3, $4, $5, $8, $4, $4, $4, $6, $7)
       RETURNING id`,
      [claim.email, claim.emailCanonical, claim.handle, claim.now, claim.until, claim.clientKey, claim.manageKeyHash, claim.holdUntil],
    ),
  );
  return row.id;
}
