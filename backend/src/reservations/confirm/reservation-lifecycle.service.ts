import { RESEND } from '@gameshift/contracts';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Reservation } from '../reservation.entity';
import { lockClaims } from '../reserve/claims.queries';
import { VerificationMailer } from './verification-mailer.service';

/** What confirming needs to know of a reservation. */
export interface Confirmable {
  id: string;
  gameshift_id: string;
  email_canonical: string;
}

/**
 * Steps of a reservation's life outside the hot path: an admin confirming it, and sending it
 * another link (a visitor's resend, or an admin's). A visitor's link confirms through one call to
 * confirm_reservation (migration ClaimInOneCall), which sets the same columns; a change to what
 * confirming means changes both.
 */
@Injectable()
export class ReservationLifecycle {
  constructor(private readonly mailer: VerificationMailer) {}

  /**
   * Confirms a pending reservation in the caller's transaction (an admin's verify): its claim becomes permanent. The
   * database keeps one owner per handle and per email, so a claim someone else already holds
   * fails with their constraint (see `claimConflict` in rules/claim-conflict.ts). False when it was confirmed already.
   */
  async confirm(manager: EntityManager, reservation: Confirmable, now: Date): Promise<boolean> {
    await lockClaims(manager, reservation.gameshift_id, reservation.email_canonical);
    const result = await manager
      .createQueryBuilder()
      .update(Reservation)
      .set({
        is_verified: true,
        is_reserved: true,
        verified_at: now,
        reserved_at: now,
        claim_from: now,
        claim_until: () => "'infinity'",
        hold_until: () => "'infinity'",
      })
      .where('id = :id AND NOT is_verified', { id: reservation.id })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /**
   * Queues one more link for a reservation still waiting for confirmation and counts it against
   * the day's resends; earlier links keep working until their own expiry. The caller holds the
   * row's lock and has decided the resend is allowed (the public rules, or an admin).
   */
  async sendAnotherLink(manager: EntityManager, reservationId: string, now: Date): Promise<void> {
    const windowOver = new Date(now.getTime() - RESEND.windowMs);
    await manager
      .createQueryBuilder()
      .update(Reservation)
      .set({
        last_sent_at: now,
        sent_count: () => 'CASE WHEN sent_window_start <= :windowOver THEN 1 ELSE sent_count + 1 END',
        sent_window_start: () => 'CASE WHEN sent_window_start <= :windowOver THEN :now::timestamptz ELSE sent_window_start END',
      })
      .where('id = :id', { id: reservationId, windowOver, now })
      .execute();
    await this.mailer.queue(manager, reservationId, now);
  }
}
