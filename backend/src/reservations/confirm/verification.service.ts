import type { Messages, VerifyResponse } from '@gameshift/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, FindOptionsSelect, QueryFailedError } from 'typeorm';
import { Clock } from '../../common/clock';
import { MESSAGES } from '../../config/config.module';
import { MetricsService } from '../../metrics/metrics.service';
import { ClaimsService } from '../reserve/claims.service';
import { conflictField } from '../rules/claim-conflict';
import type { VerifyDto } from './dto/verify.dto';
import { ReservationLifecycle } from './reservation-lifecycle.service';
import { Reservation } from '../reservation.entity';
import { VerificationLink } from '../verification-link.entity';
import { hashVerificationToken, isWellFormedToken } from './verification-token';
import { precheck } from './verification-outcome';

type Row = Pick<Reservation, 'id' | 'email' | 'email_canonical' | 'gameshift_id' | 'is_verified' | 'verified_at'>;
/** The columns of a Row, for reads that select only those. */
const ROW: FindOptionsSelect<Reservation> = {
  id: true,
  email: true,
  email_canonical: true,
  gameshift_id: true,
  is_verified: true,
  verified_at: true,
};

/** A reservation confirmed through the link emailed to it. */
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
    const hash = hashVerificationToken(token);
    try {
      // The hash is the links' primary key, so one link names one reservation: never several.
      const link = await this.dataSource.getRepository(VerificationLink).findOne({
        select: { token_hash: true, expires_at: true, reservation: ROW },
        where: { token_hash: hash },
        relations: { reservation: true },
      });
      const row = link?.reservation && { ...link.reservation, expires_at: link.expires_at };
      const now = this.clock.now();
      const state = precheck(row, now);
      if (state === 'unknown' || !row) return { state: 'error', message: this.messages.invalidOrExpiredLink };
      switch (state) {
        case 'already_verified':
          return { state: 'already_verified', gameshift_id: row.gameshift_id };
        case 'expired':
          return { state: 'expired', gameshift_id: row.gameshift_id, message: this.messages.linkValidity };
        case 'verifiable':
          return await this.confirm(row, now);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'verification failed');
      if (error instanceof QueryFailedError) return { state: 'error', message: this.messages.verifyUpdateFailed };
      return { state: 'error', message: this.messages.verifyUnexpectedError };
    }
  }

  private async confirm(row: Row, now: Date): Promise<VerifyResponse> {
    try {
      const confirmed = await this.dataSource.transaction((manager) => this.lifecycle.confirm(manager, row, now));
      // Another request with the same link got there first.
      if (!confirmed) return { state: 'already_verified', gameshift_id: row.gameshift_id };
      return { state: 'success', gameshift_id: row.gameshift_id, email: row.email };
    } catch (error) {
      const field = conflictField(error);
      if (field === 'gameshift_id') {
        return { state: 'race_lost', gameshift_id: row.gameshift_id, suggestions: await this.claims.suggestionsFor(row.gameshift_id) };
      }
      if (field === 'email') return { state: 'error', message: this.messages.emailTaken };
      throw error;
    }
  }
}
