import { createHash, randomBytes } from 'node:crypto';
import { SAMPLE_CLAIM_CODE, type RedeemedClaim } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { WebhooksService } from '../webhooks';
import { ClaimCode } from './claim-code.entity';
import { claimOfCode, redeemCode } from './game-api.queries';

/** 192 random bits, URL-safe: short enough for a link, far past guessing. */
const CODE_BYTES = 24;

export function claimCodeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * Claim codes: minted one per announcement copy (only the hash kept), redeemed once by the game.
 * The one owner of claim_codes and of reservations.claimed_at.
 */
@Injectable()
export class ClaimCodesService {
  private readonly template: string | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly webhooks: WebhooksService,
  ) {
    this.template = config.gameApi.claimUrlTemplate;
  }

  /** Whether copies carry claim codes: only when CLAIM_URL_TEMPLATE names where the game redeems them. */
  get minting(): boolean {
    return this.template !== undefined;
  }

  /** A fresh code for one copy sent to the reservation, stored as its hash; answers the claim URL that carries it. */
  async mintUrl(reservationId: string, announcementId: string | null): Promise<string> {
    const code = randomBytes(CODE_BYTES).toString('base64url');
    await this.dataSource
      .getRepository(ClaimCode)
      .insert({ code_hash: claimCodeHash(code), reservation_id: reservationId, announcement_id: announcementId });
    return this.urlOf(code);
  }

  /** A test copy's claim URL: the sample code, which no reservation holds. */
  sampleUrl(): string {
    return this.urlOf(SAMPLE_CLAIM_CODE);
  }

  /** The first redeem of any code of a reservation claims it; every later one is 409 with the time of that claim. */
  async redeem(code: string): Promise<RedeemedClaim> {
    const hash = claimCodeHash(code);
    // The game hears of the claim from its webhooks too: the delivery commits with the claim, or neither does.
    const claimed = await this.dataSource.transaction(async (manager) => {
      const row = await redeemCode(manager, hash);
      if (row) await this.webhooks.emit(manager, 'claim.redeemed', row.reservation_id);
      return row;
    });
    if (claimed) return claimed;
    const existing = await claimOfCode(this.dataSource.manager, hash);
    if (!existing) throw new AppError('claim_code_unknown');
    throw new AppError('claim_redeemed', { redeemedAt: existing.claimed_at ? new Date(existing.claimed_at).toISOString() : undefined });
  }

  private urlOf(code: string): string {
    return this.template!.split('{code}').join(code);
  }
}
