import type { Locale } from '@gameshift/contracts';
import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { StoredAttribution } from '../../analytics';
import { namedCall } from '../../database/named-call';

/*
 * Every statement of claiming a handle that needs PostgreSQL itself, in one place (confirming is in
 * confirm/confirm.queries.ts, the admin export's cursor in admin/export.queries.ts).
 *
 * Writers competing for one handle, one client or one email are serialised by transaction-scoped
 * advisory locks, taken inside the database functions. Exclusion constraints alone let concurrent
 * inserters wait on each other's uncommitted rows and deadlock; with these locks each waits its
 * turn and then meets the winner's committed row. Every transaction takes them in one order
 * (handle, client, email), so two transactions never wait on each other in a circle.
 */

/*
 * The claim itself, the hot path of launch day, is one call to a function of the database
 * (claim_reservation.sql beside this file), so a reservation waits on PostgreSQL once rather than
 * once per step.
 */

/**
 * Handles among `candidates` that are held at `now`: verified (held forever), by a pending
 * reservation whose hold is on, or released by an erasure and still held (released_handles).
 */
export async function heldHandles(manager: EntityManager, candidates: readonly string[], now: Date): Promise<string[]> {
  const rows: Array<{ gameshift_id: string }> = await manager.query(
    `SELECT gameshift_id FROM reservations WHERE gameshift_id = ANY($1) AND (is_verified OR hold_until > $2)
     UNION SELECT handle FROM released_handles WHERE handle = ANY($1) AND held_until > $2`,
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
  /** The language of the visitor's page: the reservation's mails are written in it. */
  locale: Locale;
  /** The privacy notice the visitor was shown, recorded with the claim; null when the site keeps none. */
  consent: { date: string; hash: string; language: Locale } | null;
}

export type ClaimOutcome =
  | { outcome: 'created'; reservationId: string }
  | { outcome: 'token_spent' | 'handle_taken' | 'too_many_pending' }
  | { outcome: 'conflict'; constraint: string };

/**
 * Spends the token, then withdraws the replaced reservation, checks the handle's holds and the
 * client's pending count, inserts the claim the exclusion constraints judge with its language and
 * consent, and queues its email, all or none of them after the token: one statement, one commit.
 */
export async function claimReservation(manager: EntityManager, claim: NewClaim): Promise<ClaimOutcome> {
  const [text, values] = namedCall('claim_reservation', {
    p_token_use: claim.tokenUse,
    p_replaces_hash: claim.replacesHash,
    p_handle: claim.handle,
    p_email: claim.email,
    p_email_canonical: claim.emailCanonical,
    p_client_key: claim.clientKey,
    p_manage_key_hash: claim.manageKeyHash,
    p_now: claim.now,
    p_hold_until: claim.holdUntil,
    p_until: claim.until,
    p_pending_cap: claim.pendingCap,
    p_mail_queue: claim.mail.queue,
    p_mail: claim.mail.data,
    p_mail_priority: claim.mail.priority,
    p_attribution: claim.attribution,
    p_locale: claim.locale,
    p_consent: claim.consent,
  });
  // A prepared statement of the pool's own: each connection parses and plans the call once, not once a claim.
  const pool = (manager.connection.driver as PostgresDriver).master as Pool;
  const { rows } = await pool.query<{ outcome: string; reservation_id: string | null; conflict: string | null }>({
    name: 'claim_reservation',
    text,
    values,
  });
  const [row] = rows;
  if (row.outcome === 'created') return { outcome: 'created', reservationId: row.reservation_id! };
  if (row.outcome === 'conflict') return { outcome: 'conflict', constraint: row.conflict ?? '' };
  return { outcome: row.outcome as 'token_spent' | 'handle_taken' | 'too_many_pending' };
}
