import { VERIFICATION_TTL_MS } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { DeferredMail, OutgoingMail } from '../mail/outgoing-mail';
import { verificationEmail } from './verification-email';
import { newVerificationToken } from './verification-token';

const VERIFICATION_MAIL = 'verification-link';

/**
 * Confirmation links by email. Queuing names the reservation and commits with the caller's
 * transaction; the link itself is made when the email is sent, and only its hash is stored, so
 * no table and no queue archive ever holds a usable link.
 */
@Injectable()
export class VerificationMailer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly dataSource: DataSource,
  ) {
    this.mail.composeWith(VERIFICATION_MAIL, (job) => this.compose(job));
  }

  /** Queues the first email of a new reservation, in the transaction that makes it. */
  async queue(manager: EntityManager, reservationId: string, now: Date): Promise<void> {
    const expiresAt = new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString();
    await this.mail.enqueueDeferred({ kind: VERIFICATION_MAIL, params: { reservationId, expiresAt } }, manager);
  }

  /**
   * Queues one more link for a reservation still waiting for confirmation and counts it against
   * the day's resends; earlier links keep working until their own expiry. The caller holds the
   * row's lock and has decided the resend is allowed (the public rules, or an admin).
   */
  async sendAnotherLink(manager: EntityManager, reservationId: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE reservations
          SET last_sent_at = $2,
              sent_count = CASE WHEN sent_window_start <= $3 THEN 1 ELSE sent_count + 1 END,
              sent_window_start = CASE WHEN sent_window_start <= $3 THEN $2 ELSE sent_window_start END
        WHERE id = $1`,
      [reservationId, now, new Date(now.getTime() - 24 * 3_600_000)],
    );
    await this.queue(manager, reservationId, now);
  }

  /**
   * Writes the email as it leaves: a new token, its hash stored under this message (a retry of a
   * message that never left replaces the link it would have carried). A reservation deleted or
   * confirmed meanwhile needs no email.
   */
  private async compose(job: DeferredMail): Promise<OutgoingMail | null> {
    const { reservationId, expiresAt } = job.params;
    const rows: Array<{ email: string; gameshift_id: string }> = await this.dataSource.query(
      'SELECT email, gameshift_id FROM reservations WHERE id = $1 AND NOT is_verified',
      [reservationId],
    );
    const reservation = rows[0];
    if (!reservation) return null;
    const { token, hash } = newVerificationToken();
    await this.dataSource.query(
      `INSERT INTO verification_links (token_hash, reservation_id, message_id, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (message_id) DO UPDATE SET token_hash = EXCLUDED.token_hash`,
      [hash, reservationId, job.id, expiresAt],
    );
    const link = `${this.config.publicUrl}/verify/${token}`;
    const content = verificationEmail({
      productName: this.config.productName,
      handle: reservation.gameshift_id,
      link,
      validHours: VERIFICATION_TTL_MS / 3_600_000,
    });
    return { id: job.id, to: reservation.email, ...content, devLink: link };
  }
}
