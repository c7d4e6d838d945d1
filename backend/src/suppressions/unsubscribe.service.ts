import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppError } from '../common/app-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Reservation } from '../reservations/reservation.entity';
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
    this.secret = config.mailKeys.linkSecret!;
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
    const target = readUnsubscribeToken(this.secret, token);
    if (target === null) throw new AppError('unsubscribe_link_invalid');
    if (target.kind === 'sample') return;
    const reservation = await this.reservations.findOne({ where: { id: target.reservationId }, select: { id: true, email: true } });
    if (reservation) await this.suppressions.suppress(reservation.email, 'unsubscribed');
  }
}
