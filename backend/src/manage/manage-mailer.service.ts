import { isLocale, type Locale } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { TEXTS_BY_LOCALE } from '../config/config.module';
import type { TextsByLocale } from '../config/localized-messages';
import { MAIL_PRIORITY, MAIL_QUEUE, OutgoingMail } from '../mail';
import { ComposedJobs, OutboxService } from '../queue';
import { Reservation } from '../reservations';
import { manageEmail, type ManageMailKind } from './manage-email';
import { ManageLinks } from './manage-links';

const MANAGE_MAIL = 'manage-link';

/**
 * The mails of a person's own data: a fresh manage link, and the link that confirms an erasure,
 * in the reservation's language and to its pages.
 * The job names the reservation; the link is minted when the mail is composed, so the queue never
 * holds a usable one, and a reservation erased meanwhile gets no mail.
 */
@Injectable()
export class ManageMailer {
  private readonly mail: ComposedJobs;

  constructor(
    @Inject(TEXTS_BY_LOCALE) private readonly texts: TextsByLocale,
    private readonly links: ManageLinks,
    private readonly dataSource: DataSource,
    outbox: OutboxService,
  ) {
    this.mail = outbox.composeAtSend(MAIL_QUEUE, MANAGE_MAIL, (jobs) => this.compose(jobs));
  }

  /**
   * Below confirmations, which a visitor is waiting for to keep a handle: a person's own mails may
   * wait behind them. Still ahead of every announcement copy, which steps aside while anything of
   * the mail queue is due (AnnouncementConsumer.mayTake).
   */
  async queue(manager: EntityManager, reservationId: string, kind: ManageMailKind): Promise<void> {
    await this.mail.enqueue({ reservationId, kind }, { manager, priority: MAIL_PRIORITY.normal });
  }

  queued(): void {
    this.mail.committed();
  }

  private async compose(jobs: Array<{ id: string; params: Record<string, string> }>): Promise<Array<OutgoingMail | null>> {
    const ids = [...new Set(jobs.map((job) => job.params.reservationId))];
    const rows = await this.dataSource.getRepository(Reservation).find({
      select: { id: true, email: true, gameshift_id: true, locale: true },
      where: { id: In(ids) },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const manageIds = jobs
      .filter((job) => job.params.kind === 'manage' && byId.has(job.params.reservationId))
      .map((j) => j.params.reservationId);
    const locales = new Map(rows.map((r): [string, Locale] => [r.id, isLocale(r.locale) ? r.locale : 'en']));
    const manageUrls = await this.links.mintMany(manageIds, 'manage_link', undefined, locales);
    const mails: Array<OutgoingMail | null> = [];
    for (const job of jobs) {
      const reservation = byId.get(job.params.reservationId);
      if (!reservation) {
        mails.push(null);
        continue;
      }
      const locale = locales.get(reservation.id)!;
      const kind = job.params.kind === 'erase' ? 'erase' : 'manage';
      const link = kind === 'erase' ? await this.links.mintErase(reservation.id, undefined, locale) : manageUrls.get(reservation.id)!;
      const content = manageEmail({ texts: this.texts[locale], locale, kind, handle: reservation.gameshift_id, link });
      mails.push({ id: job.id, to: reservation.email, ...content, devLink: link });
    }
    return mails;
  }
}
