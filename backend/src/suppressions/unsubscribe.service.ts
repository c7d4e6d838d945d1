import type { ResubscribeResponse, UnsubscribeDetails } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppError } from '../common/app-error';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Reservation } from '../reservations';
import { SuppressionsService } from './suppressions.service';
import { readUnsubscribeToken, sampleUnsubscribeToken, unsubscribeHeaders, unsubscribeToken } from './unsubscribe-token';

/** The links an announcement carries to stop announcements, and what following one does. */
@Injectable()
export class UnsubscribeService {
  private readonly secret: string;

  constructor(
    @InjectRepository(Reservation) private readonly reservations: Repository<Reservation>,
    private readonly suppressions: SuppressionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.secret = config.mailKeys.linkSecret;
  }

  /** The token of one recipient's copy. */
  tokenFor(reservationId: string): string {
    return unsubscribeToken(this.secret, reservationId);
  }

  /** The token of a test copy: it answers like a real one and unsubscribes no one. */
  sampleToken(): string {
    return sampleUnsubscribeToken(this.secret);
  }

  /** The List-Unsubscribe headers of a copy carrying `token`. */
  headers(token: string): Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string> {
    return unsubscribeHeaders(this.config.publicUrl, token);
  }

  /** Refuses a token this site did not make, before anything else is read. */
  check(token: string): void {
    if (readUnsubscribeToken(this.secret, token) === null) throw new AppError('unsubscribe_link_invalid');
  }

  /**
   * Suppresses the address of the token's reservation at once (reason `unsubscribed`); again is
   * the same answer. A reservation deleted since the mail was sent has no address left to
   * suppress, and gets no announcements anyway: that is an answer of success too.
   */
  async unsubscribe(token: string): Promise<void> {
    const reservation = await this.reservationOf(token);
    if (reservation) await this.suppressions.suppress(reservation.email, 'unsubscribed');
  }

  /**
   * What the page names before it asks: the handle the mail was about and whether announcements
   * are on. Read only, as opening the link must be. A test copy's link, or one whose reservation
   * was deleted since, names no handle.
   */
  async details(token: string): Promise<UnsubscribeDetails> {
    const reservation = await this.reservationOf(token);
    if (!reservation) return { handle: null, announcements: 'subscribed' };
    const suppressed = await this.suppressions.isSuppressed(reservation.email);
    return { handle: reservation.gameshift_id, announcements: suppressed ? 'unsubscribed' : 'subscribed' };
  }

  /**
   * Undoes an unsubscribe from the link that made it: the person's own unsubscribe or complaint is
   * lifted; a bounce or an owner's entry stays, and the answer then says announcements are still off.
   */
  async resubscribe(token: string): Promise<ResubscribeResponse> {
    const reservation = await this.reservationOf(token);
    if (!reservation) return { announcements: 'subscribed' };
    return { announcements: (await this.suppressions.resubscribe(reservation.email)) ? 'unsubscribed' : 'subscribed' };
  }

  /** The reservation a token names; null for a test copy's token or a reservation deleted since. Refuses a token this site did not make. */
  private async reservationOf(token: string): Promise<Pick<Reservation, 'email' | 'gameshift_id'> | null> {
    const target = readUnsubscribeToken(this.secret, token);
    if (target === null) throw new AppError('unsubscribe_link_invalid');
    if (target.kind === 'sample') return null;
    return this.reservations.findOne({ where: { id: target.reservationId }, select: { id: true, email: true, gameshift_id: true } });
  }
}
