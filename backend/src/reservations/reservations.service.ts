import {
  canonicalEmail,
  createMessages,
  validateEmail,
  validateHandle,
  VERIFICATION_TTL_MS,
  type EmailRules,
  type Messages,
  type ReservationCreatedResponse,
} from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { HumanCheckService } from '../human-check/human-check.service';
import { SecurityService } from '../security/security.service';
import { lockClaims } from './claim-locks';
import { conflictField } from './conflict-field';
import { EMAIL_RULES } from './email-rules';
import { honeypotTripped, parseReservationRequest } from './reservation-request';
import { newVerificationToken } from './verification-token';
import { VerificationMailer } from './verification-mailer.service';

export interface ClientInfo {
  ip: string | undefined;
  userAgent: string | undefined;
}

@Injectable()
export class ReservationsService {
  private readonly messages: Messages;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly humanCheck: HumanCheckService,
    private readonly security: SecurityService,
    private readonly mailer: VerificationMailer,
    @Inject(EMAIL_RULES) private readonly emailRules: EmailRules,
  ) {
    this.messages = createMessages(config.productName);
  }

  /**
   * Creates a pending reservation and queues its confirmation email in one transaction. The
   * database's exclusion constraints decide races: exactly one concurrent claim wins.
   */
  async reserve(body: unknown, client: ClientInfo): Promise<ReservationCreatedResponse> {
    const request = parseReservationRequest(body);
    if (honeypotTripped(request.honeypot)) {
      await this.security.record({ ip: client.ip, userAgent: client.userAgent, type: 'honeypot', data: request.honeypot });
      return this.created(String(request.email ?? '').trim().toLowerCase(), String(request.gameshift_id ?? '').trim().toLowerCase());
    }

    const handle = validateHandle(request.gameshift_id, { productName: this.config.productName });
    if (!handle.ok) throw new AppError(handle.code);
    const email = validateEmail(request.email, this.emailRules);
    if (!email.ok) throw new AppError(email.code);
    this.humanCheck.assertTokenLooksValid(request.humanToken);

    const now = this.clock.now();
    const canonical = canonicalEmail(email.email);
    const { token, hash } = newVerificationToken();
    const until = new Date(now.getTime() + VERIFICATION_TTL_MS);
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.humanCheck.consumeToken(request.humanToken, manager);
        await lockClaims(manager, handle.handle, canonical);
        await manager.query(
          `INSERT INTO reservations (email, email_canonical, gameshift_id, verification_token_hash, token_expires_at,
             claim_from, claim_until, last_sent_at, sent_window_start, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $5, $6, $6, $6)`,
          [email.email, canonical, handle.handle, hash, until, now],
        );
        await this.mailer.queue(manager, { email: email.email, handle: handle.handle, token });
      });
    } catch (error) {
      const field = conflictField(error);
      if (field === 'gameshift_id') throw new AppError('handle_taken');
      if (field === 'email') throw new AppError('email_taken');
      throw error;
    }
    return this.created(email.email, handle.handle);
  }

  private created(email: string, handle: string): ReservationCreatedResponse {
    return { success: true, message: this.messages.reservationCreated, email, gameshift_id: handle };
  }
}
