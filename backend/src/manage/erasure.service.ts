import type { SuppressionReason } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit';
import type { AdminIdentity } from '../common/admin-identity';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Reservation, holdReleasedHandle } from '../reservations';
import { SuppressionsService } from '../suppressions';
import { WebhooksService } from '../webhooks';
import { scrubAddress } from './erasure.queries';

/** What an erasure left of the reservation it named: its handle's hold and the suppression code of its address. */
export interface ErasureOutcome {
  handle: string;
  /** Until when nobody may reserve the handle; null when it is free at once, or held for ever. */
  heldUntil: Date | null;
  heldForEver: boolean;
  /** Why the address's keyed hash stays on the suppression list; null when it is not there. */
  suppression: SuppressionReason | null;
}

/**
 * Erasure, the person's (through their mailed confirmation) and an owner's alike: the address and
 * every copy of it leave every table. Every reservation of the address goes, with what hangs off it
 * (links, consent: their foreign keys cascade), every webhook delivery about it (but the deletion
 * the game is told of, kept as long as deliveries are), the suppression row's
 * displayed address (its keyed hash stays, so an unsubscribe is still honoured), and the address
 * in the audit log's and the violation records' details (the entries stay). A handle that was
 * confirmed or still held is kept from everyone for RELEASED_HANDLE_HOLD_DAYS, and one the game has
 * claimed for ever; the game's webhooks hear of each reservation that goes. The queue is left as it
 * is: its jobs carry ids only, and a job whose reservation is gone finds nothing to send when it runs.
 */
@Injectable()
export class ErasureService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly suppressions: SuppressionsService,
    private readonly audit: AuditService,
    private readonly webhooks: WebhooksService,
  ) {}

  /**
   * Erases the reservation `id` and its address; by an owner when `admin` is given (audited without
   * the address). Answers what is kept of the reservation `id`, which its person is told.
   */
  async erase(id: string, admin: AdminIdentity | null, manager?: EntityManager): Promise<ErasureOutcome> {
    if (!manager) return this.dataSource.transaction((m) => this.erase(id, admin, m));
    const named = await manager.findOne(Reservation, {
      select: { id: true, email: true, email_canonical: true, gameshift_id: true },
      where: { id },
    });
    if (!named) throw new AppError('not_found');
    const rows = await manager.find(Reservation, {
      select: {
        id: true,
        email: true,
        gameshift_id: true,
        is_verified: true,
        hold_until: true,
        created_at: true,
        verified_at: true,
        claimed_at: true,
      },
      where: { email_canonical: named.email_canonical },
      lock: { mode: 'pessimistic_write' },
    });
    const now = this.clock.now();
    const outcome: ErasureOutcome = {
      handle: named.gameshift_id,
      heldUntil: null,
      heldForEver: false,
      suppression: await this.suppressions.reasonFor(named.email, manager),
    };
    for (const row of rows) {
      await this.webhooks.forgetReservation(manager, row.id);
      // The game hears of it (ids and handles only); queued after the forgetting, which would take it too.
      await this.webhooks.emit(manager, 'reservation.deleted', row);
      if (row.is_verified || row.hold_until > now || row.claimed_at) {
        // A handle the game has claimed is never freed.
        await holdReleasedHandle(manager, row.gameshift_id, {
          forever: row.claimed_at !== null,
          holdDays: this.config.retention.releasedHandleHoldDays,
          now,
        });
        if (row.id === id) {
          outcome.heldForEver = row.claimed_at !== null;
          outcome.heldUntil = outcome.heldForEver
            ? null
            : new Date(now.getTime() + this.config.retention.releasedHandleHoldDays * 86_400_000);
        }
      }
    }
    await manager.delete(
      Reservation,
      rows.map((row) => row.id),
    );
    for (const address of new Set(rows.map((row) => row.email))) {
      await this.suppressions.forgetAddress(address, manager);
      for (const row of rows) await scrubAddress(manager, 'admin_audit', 'details', address, row.id);
      await scrubAddress(manager, 'security_violations', 'violation_data', address, null);
    }
    if (admin) await this.audit.record(admin, 'reservation.erase', id, {}, manager);
    return outcome;
  }
}
