import { canonicalEmail, normalizeEmail, RESEND, type Messages, type ResendResponse, type VerifyResponse } from '@gameshift/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, FindOptionsSelect, FindOptionsWhere, QueryFailedError } from 'typeorm';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { MESSAGES } from '../config/config.module';
import { MetricsService } from '../metrics/metrics.service';
import { ClaimsService } from './claims.service';
import { confirmByLink } from './reservations.queries';
import { constraintField } from './conflict-field';
import type { ResendDto } from './dto/resend.dto';
import type { VerifyDto } from './dto/verify.dto';
import { ReservationLifecycle } from './reservation-lifecycle.service';
import { Reservation } from './reservation.entity';
import { VerificationLink } from './verification-link.entity';
import { hashVerificationToken, isWellFormedToken } from './verification-token';
import { precheck, resendAllowed } from './verification-outcome';

/** The columns a resend reads of a reservation. */
const ROW: FindOptionsSelect<Reservation> = {
  id: true,
  email: true,
  email_canonical: true,
  gameshift_id: true,
  is_verified: true,
  verified_at: true,
  last_sent_at: true,
  sent_count: true,
  sent_window_start: true,
};

const RESEND_LIMITS = { cooldownMs: RESEND.cooldownMs, perDay: RESEND.perAddressPerDay };

@Injectable()
export class VerificationService {
  private readonly logger = new Logger(VerificationService.name);
  constructor(
    @Inject(MESSAGES) private readonly messages: Messages,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly claims: ClaimsService,
    private readonly lifecycle: ReservationLifecycle,
    private readonly metrics: MetricsService,
  ) {}

  /** Confirms the reservation a link belongs to; every outcome is an answer, never an exception. */
  async verify(dto: VerifyDto): Promise<VerifyResponse> {
    const answer = await this.answer(dto);
    this.metrics.countConfirmation(answer.state);
    return answer;
  }

  private async answer({ token }: VerifyDto): Promise<VerifyResponse> {
    if (!isWellFormedToken(token)) return { state: 'error', message: this.messages.invalidOrExpiredLink };
    const now = this.clock.now();
    try {
      // The hash is the links' primary key, so one link names one reservation: never several.
      const { reservation: row, confirmed, conflict } = await confirmByLink(this.dataSource.manager, hashVerificationToken(token), now);
      const state = precheck(row ?? undefined, now);
      if (state === 'unknown' || !row) return { state: 'error', message: this.messages.invalidOrExpiredLink };
      switch (state) {
        case 'already_verified':
          return { state: 'already_verified', gameshift_id: row.gameshift_id };
        case 'expired':
          return { state: 'expired', gameshift_id: row.gameshift_id, message: this.messages.linkValidity };
        case 'verifiable':
          return await this.confirmed(row, confirmed, conflict);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'verification failed');
      if (error instanceof QueryFailedError) return { state: 'error', message: this.messages.verifyUpdateFailed };
      return { state: 'error', message: this.messages.verifyUnexpectedError };
    }
  }

  /** What confirming a verifiable reservation came to: confirmed now, by another request first, or lost to someone else's claim. */
  private async confirmed(
    row: { gameshift_id: string; email: string },
    confirmed: boolean,
    conflict: string | null,
  ): Promise<VerifyResponse> {
    const field = conflict === null ? undefined : constraintField(conflict);
    if (field === 'gameshift_id') {
      return { state: 'race_lost', gameshift_id: row.gameshift_id, suggestions: await this.claims.suggestionsFor(row.gameshift_id) };
    }
    if (field === 'email') return { state: 'error', message: this.messages.emailTaken };
    if (conflict !== null) {
      this.logger.error({ constraint: conflict }, 'confirming violated a constraint no claim protects');
      return { state: 'error', message: this.messages.verifyUpdateFailed };
    }
    // Another request with the same link got there first.
    if (!confirmed) return { state: 'already_verified', gameshift_id: row.gameshift_id };
    return { state: 'success', gameshift_id: row.gameshift_id, email: row.email };
  }

  /**
   * Sends one more link (earlier ones keep working until their own expiry) for a reservation still
   * waiting for confirmation. The answer is the same whether or not such a reservation exists.
   */
  async resend({ token, email, manage_key: manageKey }: ResendDto): Promise<ResendResponse> {
    const answer: ResendResponse = { message: this.messages.verificationResent, retryAfterSeconds: RESEND.cooldownMs / 1000 };
    if (manageKey !== undefined) return this.resendToOwner(manageKey, answer);
    let where: FindOptionsWhere<Reservation>;
    if (token !== undefined) {
      const link = isWellFormedToken(token)
        ? await this.dataSource
            .getRepository(VerificationLink)
            .findOne({ select: { reservation_id: true }, where: { token_hash: hashVerificationToken(token) } })
        : null;
      if (!link) return answer;
      where = { id: link.reservation_id };
    } else {
      where = { email_canonical: canonicalEmail(normalizeEmail(email ?? '')) };
    }

    await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(Reservation, {
        select: ROW,
        where: { ...where, is_verified: false },
        order: { created_at: 'DESC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) return;
      const now = this.clock.now();
      if (resendAllowed(row, now, RESEND_LIMITS).allowed) await this.lifecycle.sendAnotherLink(manager, row.id, now);
    });
    return answer;
  }

  /**
   * The browser that made the reservation asks again, proving it with the reservation's manage
   * key: it learns plainly what happened (sent, too soon, the day's links used up, already
   * confirmed). A key that matches nothing gets the anonymous answer, so a trap's decoy key
   * tells a bot nothing.
   */
  private async resendToOwner(manageKey: string, anonymous: ResendResponse): Promise<ResendResponse> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(Reservation, {
        select: ROW,
        where: { manage_key_hash: hashVerificationToken(manageKey) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) return anonymous;
      if (row.is_verified) throw new AppError('already_verified');
      const now = this.clock.now();
      if (!resendAllowed(row, now, RESEND_LIMITS).allowed) {
        const cooldownLeft = row.last_sent_at ? row.last_sent_at.getTime() + RESEND.cooldownMs - now.getTime() : 0;
        if (cooldownLeft > 0) throw new AppError('resend_not_yet', { resendLimit: 'cooldown', retryAfterSeconds: cooldownLeft / 1000 });
        const dayLeft = row.sent_window_start.getTime() + RESEND.windowMs - now.getTime();
        throw new AppError('resend_not_yet', { resendLimit: 'daily', retryAfterSeconds: dayLeft / 1000 });
      }
      await this.lifecycle.sendAnotherLink(manager, row.id, now);
      return { message: this.messages.linkSentAgain(row.email), retryAfterSeconds: RESEND.cooldownMs / 1000, sent: true };
    });
  }
}
