import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error';
import { returnedRows } from '../database/returned-rows';
import { lockClaims } from './claim-locks';
import { conflictField } from './conflict-field';
import { VerificationMailer } from './verification-mailer.service';

/** What confirming needs to know of a reservation. */
export interface Confirmable {
  id: string;
  gameshift_id: string;
  email_canonical: string;
}

/**
 * The steps of a reservation's life that more than one path takes: confirming it (from its link,
 * or by an admin), sending it another link (a visitor's resend, or an admin's), and saying what a
 * lost claim means. Each is written once, here.
 */
@Injectable()
export class ReservationLifecycle {
  constructor(private readonly mailer: VerificationMailer) {}

  /**
   * Confirms a pending reservation in the caller's transaction: its claim becomes permanent. The
   * database keeps one owner per handle and per email, so a claim someone else already holds
   * fails with their constraint (see `claimConflict`). False when it was confirmed already.
   */
  async confirm(manager: EntityManager, reservation: Confirmable, now: Date): Promise<boolean> {
    await lockClaims(manager, reservation.gameshift_id, reservation.email_canonical);
    const updated = returnedRows(
      await manager.query(
        `UPDATE reservations
            SET is_verified = true, is_reserved = true, verified_at = $2, reserved_at = $2,
                claim_from = $2, claim_until = 'infinity'
          WHERE id = $1 AND NOT is_verified
          RETURNING id`,
        [reservation.id, now],
      ),
    );
    return updated.length > 0;
  }

  /** Another link for a pending reservation; earlier ones keep working. The caller holds the row's lock. */
  sendAnotherLink(manager: EntityManager, reservationId: string, now: Date): Promise<void> {
    return this.mailer.sendAnotherLink(manager, reservationId, now);
  }
}

/**
 * The answer to a write that lost a claim to someone else: 409 on the handle or on the email.
 * Anything else is not a lost claim and is thrown on as it is.
 */
export function claimConflict(error: unknown): AppError {
  const field = conflictField(error);
  if (field === 'gameshift_id') return new AppError('handle_taken');
  if (field === 'email') return new AppError('email_taken');
  throw error;
}
