import type { EntityManager } from 'typeorm';
import type { StoredAttribution } from '../../analytics/attribution';
import { returnedRows } from '../../database/returned-rows';

/*
 * Every statement of claiming a handle and confirming a claim that needs PostgreSQL itself, in one
 * place (the admin export's cursor is in admin/export.queries.ts).
 *
 * Transaction-scoped advisory locks that serialise writers competing for one handle, one client
 * or one email. Exclusion constraints alone let concurrent inserters wait on each other's
 * uncommitted rows and deadlock; with these locks each waits its turn and then meets the winner's
 * committed row. Every transaction takes them in one order (handle, client, email), so two
 * transactions never wait on each other in a circle.
 */

/**
 * Handle, then email: for writers that do not act for a client (an admin confirming). The claim
 * function takes the client's lock between the two, as `hashtext('client:' || key)`.
 */
export async function lockClaims(manager: EntityManager, handle: string, emailCanonical: string): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('handle:' || $1))", [handle]);
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('email:' || $1))", [emailCanonical]);
}

/*
 * The claim itself, the hot path of launch day, and its confirmation: each is one call to a
 * function of the database (migration ClaimInOneCall), so a reservation waits on PostgreSQL once
 * rather than once per step. The functions take the locks above in the same order.
 */

/** Handles among `candidates` that are held at `now`: verified (held forever), or by a pending reservation whose hold is on. */
export async function heldHandles(manager: EntityManager, candidates: readonly string[], now: Date): Promise<string[]> {
  const rows: Array<{ gameshift_id: string }> = await manager.query(
    'SELECT DISTINCT gameshift_id FROM reservations WHERE gameshift_id = ANY($1) AND (is_verified OR hold_until > $2)',
    [candidates, now],
  );
  return rows.map((r) => r.gameshift_id);
}

export interface NewClaim {
  /** The record that spends the visitor's human token; it stays spent whatever the outcome. */
  tokenUse: string;
  /** The manage key hash of the browser's earlier, unconfirmed reservation, withdrawn if this one is made. */
  replacesHash: string | null;
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
  /** How many unconfirmed reservations a client may have. */
  pendingCap: number;
  /** The confirmation email's job; the new reservation's id is written into `data.params.reservationId`. */
  mail: { queue: string; data: object; priority: number };
  /** Where the visit came from, stored on the reservation; null when the request said nothing. */
  attribution: StoredAttribution | null;
}

export type ClaimOutcome =
  | { outcome: 'created'; reservationId: string }
  | { outcome: 'token_spent' | 'handle_taken' | 'too_many_pending' }
  | { outcome: 'conflict'; constraint: string };

/**
 * Spends the token, then withdraws the replaced reservation, checks the handle's holds and the
 * client's pending count, inserts the claim the exclusion constraints judge and queues its email,
 * all or none of them after the token.
 */
export async function claimReservation(manager: EntityManager, claim: NewClaim): Promise<ClaimOutcome> {
  const [row] = returnedRows<{ outcome: string; reservation_id: string | null; conflict: string | null }>(
    await manager.query('SELECT * FROM claim_reservation($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)', [
      claim.tokenUse,
      claim.replacesHash,
      claim.handle,
      claim.email,
      claim.emailCanonical,
      claim.clientKey,
      claim.manageKeyHash,
      claim.now,
      claim.holdUntil,
      claim.until,
      claim.pendingCap,
      claim.mail.queue,
      claim.mail.data,
      claim.mail.priority,
      claim.attribution,
    ]),
  );
  if (row.outcome === 'created') return { outcome: 'created', reservationId: row.reservation_id! };
  if (row.outcome === 'conflict') return { outcome: 'conflict', constraint: row.conflict ?? '' };
  return { outcome: row.outcome as 'token_spent' | 'handle_taken' | 'too_many_pending' };
}

/** A link's reservation as it was read, and whether this call confirmed it. */
export interface LinkConfirmation {
  reservation: { id: string; email: string; gameshift_id: string; is_verified: boolean; verified_at: Date | null; expires_at: Date } | null;
  confirmed: boolean;
  /** The constraint a confirmation that lost its race violated. */
  conflict: string | null;
}

/** Confirms the reservation of the link with this hash, when it waits for confirmation and the link has not expired. */
export async function confirmByLink(manager: EntityManager, tokenHash: string, now: Date): Promise<LinkConfirmation> {
  const [row] = returnedRows<{
    reservation_id: string | null;
    email: string;
    gameshift_id: string;
    is_verified: boolean;
    verified_at: Date | null;
    expires_at: Date;
    confirmed: boolean;
    conflict: string | null;
  }>(await manager.query('SELECT * FROM confirm_reservation($1, $2)', [tokenHash, now]));
  const reservation = row.reservation_id
    ? {
        id: row.reservation_id,
        email: row.email,
        gameshift_id: row.gameshift_id,
        is_verified: row.is_verified,
        verified_at: row.verified_at,
        expires_at: row.expires_at,
      }
    : null;
  return { reservation, confirmed: row.confirmed, conflict: row.conflict };
}
