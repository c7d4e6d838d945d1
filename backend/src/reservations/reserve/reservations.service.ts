import {
  canonicalEmail,
  honeypotFilled,
  normalizeEmail,
  normalizeHandle,
  VERIFICATION_TTL_MS,
  type Messages,
  type ReservationCreatedResponse,
} from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG, MESSAGES } from '../../config/config.module';
import { MailboxRules } from '../../abuse/mailbox-rules.service';
import { HumanCheckService } from '../../human-check/human-check.service';
import { SecurityService } from '../../security/security.service';
import { clientKey } from '../../common/client-key';
import { insertClaim, lockClient, lockEmail, lockHandle, pendingClaims } from './claims.queries';
import { ClaimsService } from './claims.service';
import type { ValidateReservationDto } from './dto/validate-reservation.dto';
import { claimConflict } from '../rules/claim-conflict';
import { Reservation } from '../reservation.entity';
import { reservationRequest } from './reservation-request';
import { hashVerificationToken, isWellFormedToken, newVerificationToken } from '../confirm/verification-token';
import { VerificationMailer } from '../confirm/verification-mailer.service';

export interface ClientInfo {
  ip: string | undefined;
  userAgent: string | undefined;
}

@Injectable()
export class ReservationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MESSAGES) private readonly messages: Messages,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly humanCheck: HumanCheckService,
    private readonly security: SecurityService,
    private readonly mailer: VerificationMailer,
    private readonly claims: ClaimsService,
    private readonly mailbox: MailboxRules,
  ) {}

  /**
   * Creates a pending reservation and queues its confirmation email in one transaction. Before
   * the visitor's game is spent, the email's domain must still have sign-ups left this hour and be
   * able to receive mail (MailboxRules). Then the human token is spent, in its own committed
   * statement, so every attempt that reaches the claim step costs a played game whatever its
   * outcome; only after that are the trap fields judged, so finding the traps costs a game too.
   * Inside the transaction a taken handle is reported before the email is looked at (a taken
   * handle never tells whether an email is registered), then the client's pending reservations are
   * counted against the cap, then the constraints decide: exactly one concurrent claim wins.
   */
  async reserve(dto: ValidateReservationDto, client: ClientInfo): Promise<ReservationCreatedResponse> {
    const request = reservationRequest(dto);
    // ValidateReservationDto has applied the handle and email rules; here they are only stored as the rules read them.
    const handle = normalizeHandle(request.gameshift_id ?? '');
    const address = normalizeEmail(request.email ?? '');
    this.humanCheck.assertTokenLooksValid(request.humanToken);
    await this.mailbox.assertMayTry(address);
    await this.humanCheck.consumeToken(request.humanToken, this.dataSource.manager);

    if (honeypotFilled(request.honeypot)) {
      await this.security.record({ ip: client.ip, userAgent: client.userAgent, type: 'honeypot', data: request.honeypot });
      // A key like a real one, so the answer cannot tell a bot its trap was seen.
      return this.created(address, handle, newVerificationToken().token);
    }
    await this.mailbox.count(address);

    const now = this.clock.now();
    const canonical = canonicalEmail(address);
    const key = clientKey(client.ip, this.config.throttle.ipv6Prefix);
    const manageKey = newVerificationToken();
    const until = new Date(now.getTime() + VERIFICATION_TTL_MS);
    const holdUntil = new Date(now.getTime() + this.config.abuse.handleHoldMinutes * 60_000);
    try {
      await this.dataSource.transaction(async (manager) => {
        // A corrected email withdraws the browser's earlier, unconfirmed reservation; only if this one is made.
        if (isWellFormedToken(request.replaces)) {
          await manager.delete(Reservation, { manage_key_hash: hashVerificationToken(request.replaces), is_verified: false });
        }
        await lockHandle(manager, handle);
        if ((await this.claims.heldHandles([handle], manager)).has(handle)) throw new AppError('handle_taken');
        await lockClient(manager, key);
        if ((await pendingClaims(manager, key, now)) >= this.config.throttle.pendingPerClient) throw new AppError('too_many_pending');
        await lockEmail(manager, canonical);
        const id = await insertClaim(manager, {
          email: address,
          emailCanonical: canonical,
          handle,
          clientKey: key,
          manageKeyHash: manageKey.hash,
          now,
          holdUntil: holdUntil < until ? holdUntil : until,
          until,
        });
        await this.mailer.queue(manager, id, now);
      });
    } catch (error) {
      throw claimConflict(error);
    }
    return this.created(address, handle, manageKey.token);
  }

  private created(email: string, handle: string, manageKey: string): ReservationCreatedResponse {
    return {
      success: true,
      message: this.messages.reservationCreated,
      email,
      gameshift_id: handle,
      manage_key: manageKey,
      hold_minutes: this.config.abuse.handleHoldMinutes,
    };
  }
}
