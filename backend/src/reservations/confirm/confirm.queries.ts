import type { EntityManager } from 'typeorm';
import { namedCall } from '../../database/named-call';
import { returnedRows } from '../../database/returned-rows';

/*
 * Confirming a reservation, whoever asks: one call to confirm_reservation (confirm_reservation.sql
 * beside this file), which owns what confirming means and takes the handle and email locks in the
 * order every writer uses.
 */

/** Whether a call confirmed the reservation, and the constraint a confirmation that lost its race violated. */
export interface Confirmation {
  confirmed: boolean;
  conflict: string | null;
}

/** A link's reservation as it was read, and what confirming it came to. */
export interface LinkConfirmation extends Confirmation {
  reservation: { id: string; email: string; gameshift_id: string; is_verified: boolean; verified_at: Date | null; expires_at: Date } | null;
}

interface ConfirmRow {
  reservation_id: string | null;
  email: string;
  gameshift_id: string;
  is_verified: boolean;
  verified_at: Date | null;
  expires_at: Date;
  confirmed: boolean;
  conflict: string | null;
}

/** Confirms the reservation of the link with this hash, when it waits for confirmation and the link has not expired. */
export async function confirmByLink(manager: EntityManager, tokenHash: string, now: Date): Promise<LinkConfirmation> {
  const row = await confirmReservation(manager, { p_now: now, p_token_hash: tokenHash, p_reservation_id: null });
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

/** Confirms this reservation when it waits for confirmation, whatever the age of its links (an admin's verify). */
export async function confirmById(manager: EntityManager, reservationId: string, now: Date): Promise<Confirmation> {
  const row = await confirmReservation(manager, { p_now: now, p_token_hash: null, p_reservation_id: reservationId });
  return { confirmed: row.confirmed, conflict: row.conflict };
}

async function confirmReservation(
  manager: EntityManager,
  args: { p_now: Date; p_token_hash: string | null; p_reservation_id: string | null },
): Promise<ConfirmRow> {
  const [row] = returnedRows<ConfirmRow>(await manager.query(...namedCall('confirm_reservation', args)));
  return row;
}
