import { RESEND } from '@gameshift/contracts';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { WebhooksService } from '../../webhooks';
import { Reservation } from '../reservation.entity';
import { constraintField, lostClaim } from '../rules/claim-conflict';
import { confirmById } from './confirm.queries';
import { VerificationMailer } from './verification-mailer.service';

/**
 * Steps of a reservation's life outside the hot path: an admin confirming it, and sending it
 * another link (a visitor's resend, or an admin's).
 */
@Injectable()
export class ReservationLifecycle {
  constructor(
    private readonly mailer: VerificationMailer,
    private readonly webhooks: WebhooksService,
  ) {}

  /**
   * Confirms a pending reservation in the caller's transaction (an admin's verify) through
   * confirm_reservation, the database function a visitor's link confirms through too: its claim
   * becomes permanent. The database keeps one owner per handle and per email, so a claim someone
   * else already holds is answered as lost on that field. False when it was confirmed already.
   */
  async confirm(manager: EntityManager, reservationId: string, now: Date): Promise<boolean> {
    const { confirmed, conflict } = await confirmById(manager, reservationId, now);
    if (confirmed) await this.webhooks.emit(manager, 'reservation.confirmed', reservationId);
    if (conflict === null) return confirmed;
    throw lostClaim(constraintField(conflict)) ?? new Error(`confirming violated ${conflict}, a constraint no claim protects`);
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
