import {
  canonicalEmail,
  normalizeEmail,
  reservationStatus,
  type AnnouncementsState,
  type EraseLinkResponse,
  type ErasureResponse,
  type ManagedReservation,
  type Messages,
  type PersonalDataExport,
} from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { AnnouncementRecipient } from '../announcements';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { MESSAGES } from '../config/config.module';
import { LimitStorage } from '../common/limit-store/limit-storage';
import { Reservation, ReservationConsent, VerificationLink } from '../reservations';
import { Suppression, SuppressionsService } from '../suppressions';
import { ErasureService } from './erasure.service';
import { ManageLink } from './manage-link.entity';
import { ManageMailLimits } from './manage-limits';
import { ManageLinks } from './manage-links';
import { ManageMailer } from './manage-mailer.service';

/** A person's own data, reached through a manage link: see it, download it, stop announcements, erase it. */
@Injectable()
export class ManageService {
  private readonly limits: ManageMailLimits;

  constructor(
    @Inject(MESSAGES) private readonly messages: Messages,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly links: ManageLinks,
    private readonly mailer: ManageMailer,
    private readonly suppressions: SuppressionsService,
    private readonly erasure: ErasureService,
    limitStorage: LimitStorage,
  ) {
    this.limits = new ManageMailLimits(limitStorage);
  }

  /**
   * Mails a fresh manage link to the address's newest reservation. The answer is the same whether
   * or not there is one, and whether or not the address's limit held the mail back: that limit
   * counts an address with a reservation and one without alike, so reaching it tells nothing
   * either. A client over its own limit is refused (429) before the address is counted.
   */
  async requestLink(email: string, client: string, messages: Messages = this.messages): Promise<{ message: string }> {
    const answer = { message: messages.manageLinkRequested };
    const canonical = canonicalEmail(normalizeEmail(email));
    if (!(await this.limits.linkRequest(client, canonical))) return answer;
    const queued = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(Reservation, {
        select: { id: true },
        where: { email_canonical: canonical },
        order: { created_at: 'DESC' },
      });
      if (!row) return false;
      await this.mailer.queue(manager, row.id, 'manage');
      return true;
    });
    if (queued) this.mailer.queued();
    return answer;
  }

  async view(token: string): Promise<ManagedReservation> {
    const row = await this.reservationOf(token);
    return {
      handle: row.gameshift_id,
      email: row.email,
      status: reservationStatus(row, this.clock.now()),
      created_at: row.created_at.toISOString(),
      confirmed_at: row.verified_at?.toISOString() ?? null,
      announcements: await this.announcementsOf(row.email),
    };
  }

  /** Everything stored about the link's reservation, and nothing about anyone else. */
  async exportData(token: string): Promise<PersonalDataExport> {
    const row = await this.reservationOf(token);
    const manager = this.dataSource.manager;
    const [consent, confirmations, linkMails, copies, suppression] = await Promise.all([
      manager.findOneBy(ReservationConsent, { reservation_id: row.id }),
      manager.find(VerificationLink, { select: { created_at: true }, where: { reservation_id: row.id } }),
      manager.find(ManageLink, {
        select: { sent_in: true, created_at: true },
        where: { reservation_id: row.id, sent_in: In(['manage_link', 'erase_link']) },
      }),
      manager.find(AnnouncementRecipient, { select: { settled_at: true }, where: { reservation_id: row.id, state: 'sent' } }),
      manager.findOne(Suppression, {
        select: { reason: true, created_at: true },
        where: { email_hash: this.suppressions.hash(row.email) },
      }),
    ]);
    const mails: PersonalDataExport['mails'] = [
      ...confirmations.map((l) => ({ kind: 'confirmation' as const, at: l.created_at.toISOString() })),
      ...linkMails.map((l) => ({ kind: l.sent_in as 'manage_link' | 'erase_link', at: l.created_at.toISOString() })),
      ...copies.flatMap((c) => (c.settled_at ? [{ kind: 'announcement' as const, at: c.settled_at.toISOString() }] : [])),
    ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    return {
      exported_at: this.clock.now().toISOString(),
      reservation: {
        id: row.id,
        handle: row.gameshift_id,
        email: row.email,
        status: reservationStatus(row, this.clock.now()),
        created_at: row.created_at.toISOString(),
        confirmed_at: row.verified_at?.toISOString() ?? null,
        last_sent_at: row.last_sent_at?.toISOString() ?? null,
        confirmation_mails_sent: row.sent_count,
      },
      attribution: {
        source: row.source,
        referrer_host: row.referrer_host,
        utm_source: row.utm_source,
        utm_medium: row.utm_medium,
        utm_campaign: row.utm_campaign,
        landing: row.landing,
      },
      consent: consent && {
        notice_date: consent.notice_date,
        notice_hash: consent.notice_hash,
        language: consent.language,
        accepted_at: consent.accepted_at.toISOString(),
      },
      mails,
      suppression: suppression && { reason: suppression.reason, since: suppression.created_at.toISOString() },
      claim: { reserved: row.is_reserved, reserved_at: row.reserved_at?.toISOString() ?? null },
    };
  }

  /** Stops announcements to the address, or starts them again by lifting the person's own unsubscribe or complaint. */
  async setAnnouncements(token: string, subscribed: boolean): Promise<{ announcements: AnnouncementsState }> {
    const row = await this.reservationOf(token);
    if (subscribed) await this.suppressions.resubscribe(row.email);
    else await this.suppressions.suppress(row.email, 'unsubscribed');
    return { announcements: await this.announcementsOf(row.email) };
  }

  /**
   * The first step of an erasure: a single-use link to confirm it, mailed to the address (a manage
   * link may have been forwarded). Within the cooldown the answer is the same and no mail leaves:
   * the link mailed moments ago still works.
   */
  async requestErase(token: string, messages: Messages = this.messages): Promise<{ message: string }> {
    const row = await this.reservationOf(token);
    if (await this.limits.eraseRequest(row.id)) {
      await this.dataSource.transaction((manager) => this.mailer.queue(manager, row.id, 'erase'));
      this.mailer.queued();
    }
    return { message: messages.manageCheckMail };
  }

  /**
   * Whether a mailed erase link still works, and the handle it would erase: read only, so a mail
   * scanner opening the link, or the page showing it, spends nothing.
   */
  async checkErase(token: string): Promise<EraseLinkResponse> {
    const id = await this.links.reservationOf(token, 'erase');
    const row = id === null ? null : await this.dataSource.manager.findOne(Reservation, { select: { gameshift_id: true }, where: { id } });
    if (!row) throw new AppError('erase_link_invalid');
    return { handle: row.gameshift_id };
  }

  /** The second step: the mailed link, spent once, erases; the answer says what is kept. */
  async erase(token: string): Promise<ErasureResponse> {
    const kept = await this.dataSource.transaction(async (manager) => {
      const reservationId = await this.links.spendErase(token, manager);
      if (reservationId === null) throw new AppError('erase_link_invalid');
      return this.erasure.erase(reservationId, null, manager);
    });
    return {
      handle: kept.handle,
      handle_held_until: kept.heldUntil?.toISOString() ?? null,
      handle_held_for_ever: kept.heldForEver,
      suppression: kept.suppression,
    };
  }

  private async reservationOf(token: string, manager: EntityManager = this.dataSource.manager): Promise<Reservation> {
    const id = await this.links.reservationOf(token, 'manage', manager);
    const row = id === null ? null : await manager.findOneBy(Reservation, { id });
    if (!row) throw new AppError('manage_link_invalid');
    return row;
  }

  private async announcementsOf(email: string): Promise<AnnouncementsState> {
    return (await this.suppressions.isSuppressed(email)) ? 'unsubscribed' : 'subscribed';
  }
}
