import {
  type WebhookAttemptRecord,
  type WebhookDeliveryRecord,
  type WebhookEvent,
  type WebhookRecord,
  WEBHOOK_LIMITS,
} from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuditService } from '../audit';
import type { AdminIdentity } from '../common/admin-identity';
import { ListQuery, listPage, type ListSpec } from '../common/admin-api/list-query';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { openSecret, sealSecret } from '../common/sealed-secret';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OutboxService } from '../queue';
import { Reservation } from '../reservations';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WEBHOOK_QUEUE, type WebhookJob } from './webhook-job';
import { newSigningSecret, webhookSealingKey } from './webhook-signature';
import { auditedUrl } from './webhook-url';
import { isRefusal, resolveTarget, type TargetPolicy } from './webhook-target';

export const WEBHOOKS_LIST = {
  sortable: ['created_at', 'url'],
  defaultSort: 'created_at',
  fields: { enabled: 'boolean' },
  search: 'none',
  special: {},
} as const satisfies ListSpec;

export const DELIVERIES_LIST = {
  sortable: ['created_at', 'status', 'event'],
  defaultSort: 'created_at',
  fields: { webhook_id: 'uuid', status: 'text', event: 'text' },
  search: 'none',
  special: {},
} as const satisfies ListSpec;

/** What an event tells of a reservation: never its email, which the game reads with its key. */
export type WebhookReservation = Pick<Reservation, 'id' | 'gameshift_id' | 'is_verified' | 'created_at' | 'verified_at'>;

export interface WebhookChange {
  url?: string;
  events?: WebhookEvent[];
  enabled?: boolean;
}

const HOUR_MS = 3_600_000;

/**
 * Webhook endpoints (owners'), the events queued for them and what became of each. `emit` is the
 * one call a feature makes when something the game hears of happens, in its own transaction.
 */
@Injectable()
export class WebhooksService {
  private readonly sealing: Buffer;
  readonly policy: TargetPolicy;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {
    this.sealing = webhookSealingKey(config.webhooks.sealKey);
    this.policy = { allowPrivate: config.webhooks.allowPrivate, dnsServers: config.abuse.dnsServers };
  }

  /**
   * Queues `type` about `reservation` for every enabled endpoint that subscribed to it, in the
   * caller's transaction: the deliveries commit, or roll back, with the change they tell of. Give
   * the row itself when it is about to go (a deletion); an id is read in the transaction.
   */
  async emit(manager: EntityManager, type: WebhookEvent, reservation: WebhookReservation | string): Promise<number> {
    const endpoints = await manager
      .getRepository(WebhookEndpoint)
      .createQueryBuilder('e')
      .select('e.id')
      .where('e.enabled AND :type = ANY(e.events)', { type })
      .getMany();
    if (endpoints.length === 0) return 0;
    const row = typeof reservation === 'string' ? await this.reservationRow(manager, reservation) : reservation;
    if (row === null) return 0;
    const body = JSON.stringify({
      type,
      timestamp: this.clock.now().toISOString(),
      data: {
        id: row.id,
        handle: row.gameshift_id,
        status: type === 'reservation.deleted' ? 'deleted' : row.is_verified ? 'confirmed' : 'pending',
        created_at: row.created_at.toISOString(),
        confirmed_at: row.verified_at?.toISOString() ?? null,
      },
    });
    const deliveries = await manager
      .getRepository(WebhookDelivery)
      .save(endpoints.map((endpoint) => ({ webhook_id: endpoint.id, event: type, reservation_id: row.id, body })));
    for (const delivery of deliveries) {
      await this.outbox.enqueue(WEBHOOK_QUEUE, { deliveryId: delivery.id } satisfies WebhookJob, { manager });
    }
    return deliveries.length;
  }

  /**
   * Deletes every delivery about the reservation, their attempts with them: erasure calls it in its
   * transaction before it emits the deletion, which alone then speaks of the reservation.
   */
  async forgetReservation(manager: EntityManager, reservationId: string): Promise<void> {
    await manager.getRepository(WebhookDelivery).delete({ reservation_id: reservationId });
  }

  async list(query: ListQuery): Promise<{ rows: WebhookRecord[]; total: number }> {
    const [rows, total] = await listPage(this.dataSource.getRepository(WebhookEndpoint).createQueryBuilder('e'), query).getManyAndCount();
    return { rows: rows.map((row) => this.present(row)), total };
  }

  async get(id: string): Promise<WebhookRecord> {
    return this.present(await this.find(this.dataSource.manager, id));
  }

  /** A new endpoint with a new secret, shown in this answer only. */
  async create(url: string, events: WebhookEvent[], admin: AdminIdentity): Promise<WebhookRecord> {
    await this.checkUrl(url);
    const secret = newSigningSecret();
    return this.dataSource.transaction(async (manager) => {
      const row = await manager
        .getRepository(WebhookEndpoint)
        .save({ url, events: unique(events), secret_sealed: sealSecret(secret, this.sealing) });
      await this.audit.record(admin, 'webhook.create', row.id, { url: auditedUrl(url), events: row.events }, manager);
      return { ...this.present(await this.find(manager, row.id)), secret };
    });
  }

  /** Changes the URL, the events or whether it is enabled; enabling clears the reason it was disabled. */
  async update(id: string, change: WebhookChange, admin: AdminIdentity): Promise<WebhookRecord> {
    if (change.url !== undefined) await this.checkUrl(change.url);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.find(manager, id, true);
      const set: Partial<WebhookEndpoint> = {};
      if (change.url !== undefined && change.url !== row.url) set.url = change.url;
      if (change.events !== undefined) set.events = unique(change.events);
      if (change.enabled !== undefined && change.enabled !== row.enabled) {
        Object.assign(set, { enabled: change.enabled, disabled_reason: null, failing_since: null });
      }
      if (Object.keys(set).length > 0) {
        await manager.getRepository(WebhookEndpoint).update({ id }, set);
        const { url, events, enabled } = set;
        await this.audit.record(admin, 'webhook.update', id, { url: url && auditedUrl(url), events, enabled }, manager);
      }
      return this.present(await this.find(manager, id));
    });
  }

  async remove(id: string, admin: AdminIdentity): Promise<WebhookRecord> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.find(manager, id, true);
      await manager.getRepository(WebhookEndpoint).delete({ id });
      await this.audit.record(admin, 'webhook.delete', id, { url: auditedUrl(row.url) }, manager);
      return this.present(row);
    });
  }

  /** A new secret, shown in this answer only; the one it replaces signs beside it for 24 hours. */
  async rotate(id: string, admin: AdminIdentity): Promise<WebhookRecord> {
    const secret = newSigningSecret();
    return this.dataSource.transaction(async (manager) => {
      const row = await this.find(manager, id, true);
      await manager.getRepository(WebhookEndpoint).update(
        { id },
        {
          secret_sealed: sealSecret(secret, this.sealing),
          previous_secret_sealed: row.secret_sealed,
          previous_secret_until: new Date(this.clock.now().getTime() + WEBHOOK_LIMITS.rotationOverlapHours * HOUR_MS),
        },
      );
      await this.audit.record(admin, 'webhook.rotate', id, {}, manager);
      return { ...this.present(await this.find(manager, id)), secret };
    });
  }

  /** The secrets a delivery is signed with now: the current one, and the one a rotation replaced while it still counts. */
  signingSecrets(endpoint: WebhookEndpoint, now: Date): string[] {
    const secrets = [openSecret(endpoint.secret_sealed, this.sealing)];
    if (endpoint.previous_secret_sealed && endpoint.previous_secret_until && endpoint.previous_secret_until > now) {
      secrets.push(openSecret(endpoint.previous_secret_sealed, this.sealing));
    }
    return secrets;
  }

  async deliveries(query: ListQuery): Promise<{ rows: WebhookDeliveryRecord[]; total: number }> {
    const [rows, total] = await listPage(this.dataSource.getRepository(WebhookDelivery).createQueryBuilder('e'), query).getManyAndCount();
    return { rows: await this.presentDeliveries(rows), total };
  }

  async delivery(id: string): Promise<WebhookDeliveryRecord> {
    const row = await this.dataSource.getRepository(WebhookDelivery).findOneBy({ id });
    if (!row) throw new AppError('not_found', { subject: 'record' });
    return (await this.presentDeliveries([row]))[0];
  }

  /** Sends a delivery again, with the same id and body, and retries it for another window. */
  async redeliver(id: string, admin: AdminIdentity): Promise<WebhookDeliveryRecord> {
    await this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(WebhookDelivery).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new AppError('not_found', { subject: 'record' });
      const endpoint = await this.find(manager, row.webhook_id);
      if (!endpoint.enabled) throw new AppError('webhook_disabled');
      // Telling the game again of a confirmation whose reservation is gone would bring the reservation back to it.
      if (row.reservation_id && row.event !== 'reservation.deleted' && !(await manager.existsBy(Reservation, { id: row.reservation_id }))) {
        throw new AppError('webhook_reservation_gone');
      }
      await manager
        .getRepository(WebhookDelivery)
        .update({ id }, { status: 'pending', retry_from: this.clock.now(), next_attempt_at: null });
      await this.outbox.enqueue(WEBHOOK_QUEUE, { deliveryId: id } satisfies WebhookJob, { manager });
      await this.audit.record(admin, 'webhook.redeliver', id, { webhook: row.webhook_id, event: row.event }, manager);
    });
    return this.delivery(id);
  }

  private async checkUrl(url: string): Promise<void> {
    const target = await resolveTarget(url, this.policy);
    if (isRefusal(target)) throw new AppError('webhook_url_refused', { webhookUrl: target });
  }

  private async reservationRow(manager: EntityManager, id: string): Promise<WebhookReservation | null> {
    return manager
      .getRepository(Reservation)
      .findOne({ select: { id: true, gameshift_id: true, is_verified: true, created_at: true, verified_at: true }, where: { id } });
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<WebhookEndpoint> {
    const row = await manager
      .getRepository(WebhookEndpoint)
      .findOne({ where: { id }, ...(lock && { lock: { mode: 'pessimistic_write' as const } }) });
    if (!row) throw new AppError('not_found', { subject: 'record' });
    return row;
  }

  private present(row: WebhookEndpoint): WebhookRecord {
    const now = this.clock.now();
    return {
      id: row.id,
      url: row.url,
      events: row.events,
      enabled: row.enabled,
      disabled_reason: row.disabled_reason,
      previous_secret_until: row.previous_secret_until && row.previous_secret_until > now ? row.previous_secret_until.toISOString() : null,
      created_at: row.created_at.toISOString(),
    };
  }

  private async presentDeliveries(rows: WebhookDelivery[]): Promise<WebhookDeliveryRecord[]> {
    const attempts = rows.length
      ? await this.dataSource
          .getRepository(WebhookAttempt)
          .find({ where: { delivery_id: In(rows.map((r) => r.id)) }, order: { created_at: 'ASC' } })
      : [];
    const byDelivery = new Map<string, WebhookAttemptRecord[]>();
    for (const attempt of attempts) {
      byDelivery.set(attempt.delivery_id, [
        ...(byDelivery.get(attempt.delivery_id) ?? []),
        {
          id: attempt.id,
          status_code: attempt.status_code,
          duration_ms: attempt.duration_ms,
          // Failed attempts recorded before failures were judged have no kind.
          failure: attempt.failure ?? (attempt.error === null ? null : 'other'),
          error: attempt.error,
          created_at: attempt.created_at.toISOString(),
        },
      ]);
    }
    return rows.map((row) => ({
      id: row.id,
      webhook_id: row.webhook_id,
      event: row.event,
      status: row.status,
      attempts: byDelivery.get(row.id) ?? [],
      created_at: row.created_at.toISOString(),
      last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
      next_attempt_at: row.status !== 'pending' ? null : (row.next_attempt_at ?? row.retry_from).toISOString(),
    }));
  }
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
