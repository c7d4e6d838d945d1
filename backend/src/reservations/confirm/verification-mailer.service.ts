import { isLocale, localizedPath, VERIFICATION_TTL_MS, type Locale } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { type AppConfig } from '../../config/app-config';
import { APP_CONFIG, TEXTS_BY_LOCALE } from '../../config/config.module';
import type { TextsByLocale } from '../../config/localized-messages';
import { MAIL_PRIORITY, MAIL_QUEUE, OutgoingMail } from '../../mail';
import { ManageLinks } from '../../manage';
import { ComposedJobs, OutboxService, StatementJob } from '../../queue';
import { Reservation } from '../reservation.entity';
import { verificationEmail } from './verification-email';
import { VerificationLink } from '../verification-link.entity';
import { newVerificationToken } from './verification-token';

const VERIFICATION_MAIL = 'verification-link';

/**
 * Confirmation links by email. Queuing names the reservation and commits with the caller's
 * transaction; the link itself is made when the email is sent, and only its hash is stored, so
 * no table and no queue archive ever holds a usable link.
 */
@Injectable()
export class VerificationMailer {
  private readonly mail: ComposedJobs;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TEXTS_BY_LOCALE) private readonly texts: TextsByLocale,
    outbox: OutboxService,
    private readonly dataSource: DataSource,
    private readonly manageLinks: ManageLinks,
  ) {
    this.mail = outbox.composeAtSend(MAIL_QUEUE, VERIFICATION_MAIL, (jobs) => this.compose(jobs));
  }

  /** Queues the first email of a new reservation, in the transaction that makes it. */
  async queue(manager: EntityManager, reservationId: string, now: Date): Promise<void> {
    const expiresAt = new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString();
    await this.mail.enqueue({ reservationId, expiresAt }, { manager, priority: MAIL_PRIORITY.confirmation });
  }

  /**
   * The first email of a new reservation as a job for the claim's own statement to queue; the
   * statement writes the reservation's id into it. Call `queued` once the claim has committed.
   */
  firstMail(now: Date): StatementJob {
    const expiresAt = new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString();
    return this.mail.forStatement({ reservationId: '', expiresAt }, MAIL_PRIORITY.confirmation);
  }

  queued(): void {
    this.mail.committed();
  }

  /**
   * Writes a batch of emails as they leave, each in its reservation's language with links to that
   * language's pages: a new token each, their hashes stored under their messages in one statement (a retry of a message that never left replaces the link it would
   * have carried). A reservation deleted or confirmed meanwhile needs no email.
   */
  private async compose(jobs: Array<{ id: string; params: Record<string, string> }>): Promise<Array<OutgoingMail | null>> {
    const ids = [...new Set(jobs.map((job) => job.params.reservationId))];
    const reservations = await this.dataSource.getRepository(Reservation).find({
      select: { id: true, email: true, gameshift_id: true, locale: true },
      where: { id: In(ids), is_verified: false },
    });
    const byId = new Map(reservations.map((r) => [r.id, r]));
    const locales = new Map(reservations.map((r): [string, Locale] => [r.id, isLocale(r.locale) ? r.locale : 'en']));
    const manageUrls = await this.manageLinks.mintMany(
      reservations.map((r) => r.id),
      'confirmation',
      undefined,
      locales,
    );
    const mails = jobs.map((job) => {
      const reservation = byId.get(job.params.reservationId);
      if (!reservation) return null;
      const { token, hash } = newVerificationToken();
      const locale = locales.get(reservation.id)!;
      const link = `${this.config.publicUrl}${localizedPath(locale, `/verify/${token}`)}`;
      const content = verificationEmail({
        texts: this.texts[locale],
        locale,
        handle: reservation.gameshift_id,
        link,
        holdMinutes: this.config.abuse.handleHoldMinutes,
        manageLink: manageUrls.get(reservation.id)!,
      });
      return {
        row: { token_hash: hash, reservation_id: reservation.id, message_id: job.id, expires_at: new Date(job.params.expiresAt) },
        mail: { id: job.id, to: reservation.email, ...content, devLink: link },
      };
    });
    const rows = mails.flatMap((m) => (m ? [m.row] : []));
    if (rows.length > 0) {
      await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(VerificationLink)
        .values(rows)
        .orUpdate(['token_hash'], ['message_id'])
        .execute();
    }
    return mails.map((m) => m?.mail ?? null);
  }
}
