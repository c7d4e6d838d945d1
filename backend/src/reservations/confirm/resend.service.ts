import { canonicalEmail, normalizeEmail, RESEND, type Messages, type ResendResponse } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, FindOptionsSelect, FindOptionsWhere } from 'typeorm';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { MESSAGES } from '../../config/config.module';
import { Reservation } from '../reservation.entity';
import { VerificationLink } from '../verification-link.entity';
import type { ResendDto } from './dto/resend.dto';
import { ReservationLifecycle } from './reservation-lifecycle.service';
import { hashVerificationToken, isWellFormedToken } from './verification-token';
import { resendAllowed } from './verification-outcome';

/** The columns a resend reads. */
const ROW = {
  id: true,
  email: true,
  is_verified: true,
  last_sent_at: true,
  sent_count: true,
  sent_window_start: true,
} satisfies FindOptionsSelect<Reservation>;

const RESEND_LIMITS = { cooldownMs: RESEND.cooldownMs, perDay: RESEND.perAddressPerDay };

/** Another link for a reservation still waiting for confirmation, asked for by a visitor. */
@Injectable()
export class ResendService {
  constructor(
    @Inject(MESSAGES) private readonly messages: Messages,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly lifecycle: ReservationLifecycle,
  ) {}

  /**
   * Sends one more link (earlier ones keep working until their own expiry) for a reservation still
   * waiting for confirmation. The answer is the same whether or not such a reservation exists.
   */
  async resend({ token, email, manage_key: manageKey }: ResendDto, messages: Messages = this.messages): Promise<ResendResponse> {
    const answer: ResendResponse = { message: messages.verificationResent, retryAfterSeconds: RESEND.cooldownMs / 1000 };
    if (manageKey !== undefined) return this.resendToOwner(manageKey, answer, messages);
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
  private async resendToOwner(manageKey: string, anonymous: ResendResponse, messages: Messages): Promise<ResendResponse> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(Reservation, {
        select: ROW,
        where: { manage_key_hash: hashVerificationToken(manageKey) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) return anonymous;
      if (row.is_verified) throw new AppError('already_verified');
      const now = this.clock.now();
      const verdict = resendAllowed(row, now, RESEND_LIMITS);
      if (!verdict.allowed)
        throw new AppError('resend_not_yet', { resendLimit: verdict.limit, retryAfterSeconds: verdict.retryAfterMs / 1000 });
      await this.lifecycle.sendAnotherLink(manager, row.id, now);
      return { message: messages.linkSentAgain(row.email), retryAfterSeconds: RESEND.cooldownMs / 1000, sent: true };
    });
  }
}
