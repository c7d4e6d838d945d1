import type { Messages, VerifyResponse } from '@gameshift/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { Clock } from '../../common/clock';
import { MESSAGES } from '../../config/config.module';
import { MetricsService } from '../../metrics';
import { WebhooksService } from '../../webhooks';
import { ClaimsService } from '../reserve/claims.service';
import { constraintField } from '../rules/claim-conflict';
import { confirmByLink } from './confirm.queries';
import type { VerifyDto } from './dto/verify.dto';
import { hashVerificationToken, isWellFormedToken } from './verification-token';
import { precheck } from './verification-outcome';

/** A reservation confirmed through the link emailed to it. */
@Injectable()
export class VerificationService {
  private readonly logger = new Logger(VerificationService.name);
  constructor(
    @Inject(MESSAGES) private readonly messages: Messages,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly claims: ClaimsService,
    private readonly metrics: MetricsService,
    private readonly webhooks: WebhooksService,
  ) {}

  /** Confirms the reservation a link belongs to; every outcome is an answer, never an exception. */
  async verify(dto: VerifyDto, messages: Messages = this.messages): Promise<VerifyResponse> {
    const answer = await this.answer(dto, messages);
    this.metrics.countConfirmation(answer.state);
    return answer;
  }

  private async answer({ token }: VerifyDto, messages: Messages): Promise<VerifyResponse> {
    if (!isWellFormedToken(token)) return { state: 'error', message: messages.invalidOrExpiredLink };
    const now = this.clock.now();
    try {
      // The hash is the links' primary key, so one link names one reservation: never several.
      const {
        reservation: row,
        confirmed,
        conflict,
      } = await this.dataSource.transaction(async (manager) => {
        const confirmation = await confirmByLink(manager, hashVerificationToken(token), now);
        // The game hears of the confirmation exactly when it commits.
        if (confirmation.confirmed && confirmation.reservation)
          await this.webhooks.emit(manager, 'reservation.confirmed', confirmation.reservation.id);
        return confirmation;
      });
      const state = precheck(row ?? undefined, now);
      if (state === 'unknown' || !row) return { state: 'error', message: messages.invalidOrExpiredLink };
      switch (state) {
        case 'already_verified':
          return { state: 'already_verified', gameshift_id: row.gameshift_id };
        case 'expired':
          return { state: 'expired', gameshift_id: row.gameshift_id, message: messages.linkValidity };
        case 'verifiable':
          return await this.confirmed(row, confirmed, conflict, messages);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'verification failed');
      if (error instanceof QueryFailedError) return { state: 'error', message: messages.verifyUpdateFailed };
      return { state: 'error', message: messages.verifyUnexpectedError };
    }
  }

  /** What confirming a verifiable reservation came to: confirmed now, by another request first, or lost to someone else's claim. */
  private async confirmed(
    row: { gameshift_id: string; email: string },
    confirmed: boolean,
    conflict: string | null,
    messages: Messages,
  ): Promise<VerifyResponse> {
    const field = conflict === null ? undefined : constraintField(conflict);
    if (field === 'gameshift_id') {
      return { state: 'race_lost', gameshift_id: row.gameshift_id, suggestions: await this.claims.suggestionsFor(row.gameshift_id) };
    }
    if (field === 'email') return { state: 'error', message: messages.emailTaken };
    if (conflict !== null) {
      this.logger.error({ constraint: conflict }, 'confirming violated a constraint no claim protects');
      return { state: 'error', message: messages.verifyUpdateFailed };
    }
    // Another request with the same link got there first.
    if (!confirmed) return { state: 'already_verified', gameshift_id: row.gameshift_id };
    return { state: 'success', gameshift_id: row.gameshift_id, email: row.email };
  }
}
