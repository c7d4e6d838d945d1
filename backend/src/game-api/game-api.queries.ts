import type { EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows';
import type { CursorPosition } from './cursor';

export interface GameReservationRow {
  id: string;
  handle: string;
  email: string;
  is_verified: boolean;
  created_at: Date;
  verified_at: Date | null;
  claimed_at: Date | null;
  /** created_at in microseconds since the epoch, exactly as stored: a JavaScript Date would drop the last three digits. */
  created_micros: string;
}

const COLUMNS = `id, gameshift_id AS handle, email, is_verified, created_at, verified_at, claimed_at,
  (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_micros`;

const STATUS_WHERE = { confirmed: 'is_verified', pending: 'NOT is_verified', all: 'true' } as const;

/**
 * One page of reservations after `after`, in (created_at, id) order, the order of an index. A
 * position is immutable, so a row that exists and matches throughout a walk is on exactly one page
 * whatever else is confirmed or deleted meanwhile. Asks for one row more than the page, to know
 * whether another page follows.
 */
export async function reservationsPage(
  manager: EntityManager,
  status: keyof typeof STATUS_WHERE,
  after: CursorPosition | null,
  limit: number,
): Promise<GameReservationRow[]> {
  const where: string[] = [STATUS_WHERE[status]];
  const params: unknown[] = [limit + 1];
  if (after) {
    params.push(after.createdMicros, after.id);
    where.push(`(created_at, id) > ('epoch'::timestamptz + $2::bigint * interval '1 microsecond', $3::uuid)`);
  }
  return returnedRows<GameReservationRow>(
    await manager.query(`SELECT ${COLUMNS} FROM reservations WHERE ${where.join(' AND ')} ORDER BY created_at, id LIMIT $1`, params),
  );
}

/** The reservation the handle belongs to: its confirmed one, else the newest pending one. */
export async function reservationByHandle(manager: EntityManager, handle: string): Promise<GameReservationRow | null> {
  const [row] = returnedRows<GameReservationRow>(
    await manager.query(`SELECT ${COLUMNS} FROM reservations WHERE gameshift_id = $1 ORDER BY is_verified DESC, created_at DESC LIMIT 1`, [
      handle,
    ]),
  );
  return row ?? null;
}

/**
 * Claims the reservation a code belongs to and spends all its codes, in one statement: the UPDATE
 * of the reservation takes its row lock and re-reads `claimed_at IS NULL` after any concurrent
 * claim commits, so of any number of redeems at once exactly one returns a row.
 */
export async function redeemCode(
  manager: EntityManager,
  codeHash: string,
): Promise<{ reservation_id: string; handle: string; email: string } | null> {
  const [row] = returnedRows<{ reservation_id: string; handle: string; email: string }>(
    await manager.query(
      `WITH claimed AS (
         UPDATE reservations r SET claimed_at = now()
         FROM claim_codes c
         WHERE c.code_hash = $1 AND r.id = c.reservation_id AND r.claimed_at IS NULL
         RETURNING r.id, r.gameshift_id, r.email, r.claimed_at
       ), spent AS (
         UPDATE claim_codes c SET redeemed_at = claimed.claimed_at FROM claimed WHERE c.reservation_id = claimed.id
       )
       SELECT id AS reservation_id, gameshift_id AS handle, email FROM claimed`,
      [codeHash],
    ),
  );
  return row ?? null;
}

/** When the reservation of a code was claimed, or null for a code that names no reservation (never minted, or deleted with it). */
export async function claimOfCode(manager: EntityManager, codeHash: string): Promise<{ claimed_at: Date | null } | null> {
  const [row] = returnedRows<{ claimed_at: Date | null }>(
    await manager.query('SELECT r.claimed_at FROM claim_codes c JOIN reservations r ON r.id = c.reservation_id WHERE c.code_hash = $1', [
      codeHash,
    ]),
  );
  return row ?? null;
}
