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
import { type AppConfig } from '../../config/app-config';
import { APP_CONFIG, MESSAGES } from '../../config/config.module';
import { MailboxRules } from '../../abuse';
import { storedAttribution } from '../../analytics';
import { HumanCheckService } from '../../human-check';
import { SecurityService } from '../../security';
import { clientKey } from '../../common/client-key';
import { isBusyDatabaseError, isRetryableConflict } from '../../database/busy-database';
import { claimReservation, type ClaimOutcome, type NewClaim } from './claims.queries';
import type { ValidateReservationDto } from './dto/validate-reservation.dto';
import { constraintField, lostClaim } from '../rules/claim-conflict';
import { reservationRequest } from './reservation-request';
import { hashVerificationToken, isWellFormedToken, newVerificationToken } from '../confirm/verification-token';
import { VerificationMailer } from '../confirm/verification-mailer.service';
import { ArticlesService } from '../../articles';

export interface ClientInfo {
  ip: string | undefined;
  userAgent: string | undefined;
}

@Injectable()
export class ReservationsService {
  private readonly ownHost: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MESSAGES) private readonly messages: Messages,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly humanCheck: HumanCheckService,
    private readonly security: SecurityService,
    private readonly mailer: VerificationMailer,
    private readonly mailbox: MailboxRules,
    private readonly articles: ArticlesService,
  ) {
    this.ownHost = new URL(config.publicUrl).hostname;
  }

  /**
   * Creates a pending reservation and queues its confirmation email. First the human token must be
   * valid (its signature and age: no round trip to the database). Before the visitor's game is
   * spent, the email's domain must still have sign-ups left this hour and be able to receive mail
   * (MailboxRules). The trap fields are judged only after the game is spent, so finding the traps
   * costs a game too. Then one call to the database (claimReservation) spends the human token for
   * good, so every attempt that reaches the claim costs a played game whatever its outcome, and
   * makes the claim: a taken handle is reported before the email is looked at (a taken handle
   * never tells whether an email is registered), then the client's pending reservations are
   * counted against the cap, then the constraints decide: exactly one concurrent claim wins. A
   * claim that makes nothing because the database was busy, or because its token was already spent
   * (a replay), gives the domain's count back: a replay holds a count only while its one statement
   * runs, which is cheaper than a lookup of every token before the claim.
   */
  async reserve(dto: ValidateReservationDto, client: ClientInfo, messages: Messages = this.messages): Promise<ReservationCreatedResponse> {
    const request = reservationRequest(dto);
    // ValidateReservationDto has applied the handle and email rules; here they are only stored as the rules read them.
    const handle = normalizeHandle(request.gameshift_id ?? '');
    const address = normalizeEmail(request.email ?? '');
    const tokenUse = this.humanCheck.tokenUse(request.humanToken);
    await this.mailbox.assertMayTry(address);

    if (honeypotFilled(request.honeypot)) {
      await this.humanCheck.consumeToken(request.humanToken, this.dataSource.manager);
      await this.security.record({ ip: client.ip, userAgent: client.userAgent, type: 'honeypot', data: request.honeypot });
      // A key like a real one, so the answer cannot tell a bot its trap was seen.
      return this.created(address, handle, newVerificationToken().token, messages);
    }
    await this.mailbox.count(address);

    const now = this.clock.now();
    const manageKey = newVerificationToken();
    const until = new Date(now.getTime() + VERIFICATION_TTL_MS);
    const holdUntil = new Date(now.getTime() + this.config.abuse.handleHoldMinutes * 60_000);
    const result = await this.claimGivingBack(address, {
      tokenUse,
      // A corrected email withdraws the browser's earlier, unconfirmed reservation; only if this one is made.
      replacesHash: isWellFormedToken(request.replaces) ? hashVerificationToken(request.replaces) : null,
      email: address,
      emailCanonical: canonicalEmail(address),
      handle,
      clientKey: clientKey(client.ip, this.config.throttle.ipv6Prefix),
      manageKeyHash: manageKey.hash,
      now,
      holdUntil: holdUntil < until ? holdUntil : until,
      until,
      pendingCap: this.config.throttle.pendingPerClient,
      mail: this.mailer.firstMail(now),
      attribution: storedAttribution(request.attribution, this.ownHost),
      locale: request.locale,
      // The privacy notice the visitor was shown and the language of their page travel with the claim.
      consent: this.articles.privacyNotice(request.locale),
    });
    switch (result.outcome) {
      case 'created':
        this.mailer.queued();
        return this.created(address, handle, manageKey.token, messages);
      case 'token_spent':
        await this.mailbox.giveBack(address);
        throw new AppError('human_check_required');
      case 'handle_taken':
      case 'too_many_pending':
        throw new AppError(result.outcome);
      case 'conflict':
        throw lostClaim(constraintField(result.constraint)) ?? new Error(`the claim violated ${result.constraint}`);
    }
  }

  /**
   * The claim, run once more when the database undid it for a conflict with another transaction
   * (it is one statement, so nothing of it was kept); a failure that means "busy" gives the
   * domain's count back before it is answered 503.
   */
  private async claimGivingBack(address: string, claim: NewClaim): Promise<ClaimOutcome> {
    try {
      try {
        return await claimReservation(this.dataSource.manager, claim);
      } catch (error) {
        if (!isRetryableConflict(error)) throw error;
        return await claimReservation(this.dataSource.manager, claim);
      }
    } catch (error) {
      if (isBusyDatabaseError(error)) await this.mailbox.giveBack(address);
      throw error;
    }
  }

  private created(email: string, handle: string, manageKey: string, messages: Messages): ReservationCreatedResponse {
    return {
      success: true,
      message: messages.reservationCreated,
      email,
      gameshift_id: handle,
      manage_key: manageKey,
      hold_minutes: this.config.abuse.handleHoldMinutes,
    };
  }
}
