import { VERIFICATION_TTL_MS, type Messages } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG, MESSAGES } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { DeferredMail, OutgoingMail } from '../mail/outgoing-mail';
import { Reservation } from './reservation.entity';
import { verificationEmail } from './verification-email';
import { VerificationLink } from './verification-link.entity';
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
    @Inject(MESSAGES) private readonly messages: Messages,
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
   * Writes the email as it leaves: a new token, its hash stored under this message (a retry of a
   * message that never left replaces the link it would have carried). A reservation deleted or
   * confirmed meanwhile needs no email.
   */
  private async compose(job: DeferredMail): Promise<OutgoingMail | null> {
    const { reservationId, expiresAt } = job.params;
    const reservation = await this.dataSource.getRepository(Reservation).findOne({
      select: { email: true, gameshift_id: true },
      where: { id: reservationId, is_verified: false },
    });
    if (!reservation) return null;
    const { token, hash } = newVerificationToken();
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(VerificationLink)
      .values({ token_hash: hash, reservation_id: reservationId, message_id: job.id, expires_at: new Date(expiresAt) })
      .orUpdate(['token_hash'], ['message_id'])
      .execute();
    const link = `${this.config.publicUrl}/verify/${token}`;
    const content = verificationEmail({
      productName: this.config.productName,
      handle: reservation.gameshift_id,
      link,
      validHours: VERIFICATION_TTL_MS / 3_600_000,
      holdNotice: this.messages.handleHold(this.config.abuse.handleHoldMinutes),
    });
    return { id: job.id, to: reservation.email, ...content, devLink: link };
  }
}
