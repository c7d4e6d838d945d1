import {
  LIFTABLE_SUPPRESSION_REASONS,
  SOFT_BOUNCE_RULE,
  SUPPRESSION_REASONS,
  type SuppressionReason,
  type SuppressionRecord,
} from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { AuditService } from '../audit';
import type { AdminIdentity } from '../common/admin-identity';
import { isUuid, ListQuery, listPage } from '../common/admin-api/list-query';
import type { ListSpec } from '../common/admin-api/list-query';
import { AppError } from '../common/app-error';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MetricsService } from '../metrics';
import { MailEvent } from './mail-event.entity';
import { suppressionHash } from './suppression-hash';
import { Suppression } from './suppression.entity';
import type { ReportedMailEvent, SignedReceipt } from './mail-event-signature';
import { firstSighting, insertManual, recentSoftBounces, removeLiftable, suppressHash } from './suppressions.queries';

/** What the admin suppression list offers react-admin: newest first, a search of the address, a filter by reason. */
export const SUPPRESSIONS_LIST = {
  sortable: ['created_at', 'email', 'reason'],
  defaultSort: 'created_at',
  fields: { reason: 'text' },
  search: { columns: ['s.email'], notText: 'refuse' },
  special: {},
} as const satisfies ListSpec;

/** The reasons that are the person's own choice: only they lift them, with a link mailed to the address. */
const PERSON_REASONS = SUPPRESSION_REASONS.filter((reason) => !LIFTABLE_SUPPRESSION_REASONS.includes(reason));

function toRecord(row: Suppression): SuppressionRecord {
  return { id: row.id, email: row.email, reason: row.reason, created_at: row.created_at.toISOString() };
}

/**
 * The suppression list: the one owner of its rows. Unsubscribes, provider events and the portal
 * all change it through `suppress` and `remove` here; the announcement send reads it through
 * `isSuppressed` or, set-based, notSuppressedSql.
 */
@Injectable()
export class SuppressionsService {
  private readonly key: string;

  constructor(
    @InjectRepository(Suppression) private readonly suppressions: Repository<Suppression>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = config.mailKeys.suppressionKey;
  }

  hash(email: string): Buffer {
    return suppressionHash(this.key, email);
  }

  async isSuppressed(email: string): Promise<boolean> {
    return this.suppressions.existsBy({ email_hash: this.hash(email) });
  }

  /** Why the address is on the list, or null when it is not. */
  async reasonFor(email: string, manager: EntityManager = this.dataSource.manager): Promise<SuppressionReason | null> {
    const row = await manager.getRepository(Suppression).findOne({ select: { reason: true }, where: { email_hash: this.hash(email) } });
    return row?.reason ?? null;
  }

  /**
   * Lifts the person's own unsubscribe or complaint, which only they may lift (through a link mailed
   * to the address); a bounce or an owner's entry stays. Whether the address is still suppressed.
   */
  async resubscribe(email: string): Promise<boolean> {
    const hash = this.hash(email);
    await this.suppressions.delete({ email_hash: hash, reason: In(PERSON_REASONS) });
    return this.suppressions.existsBy({ email_hash: hash });
  }

  /** Puts an address on the list (see SUPPRESS for a reason already there); true when the list changed. */
  async suppress(email: string, reason: SuppressionReason, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    if (!(await suppressHash(manager, this.hash(email), email.trim(), reason))) return false;
    this.metrics.countSuppression(reason);
    return true;
  }

  /** Wipes the shown address of a person who erased their data; the hash stays, so the list still honours them. */
  async forgetAddress(email: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(Suppression).update({ email_hash: this.hash(email) }, { email: null });
  }

  /**
   * Records a provider's event and suppresses as it says: a complaint or a hard bounce at once, a
   * soft bounce once it repeats (SOFT_BOUNCE_RULE). A copy of an event taken before (its signature
   * seen) records nothing: a captured soft bounce sent three times is one soft bounce. Returns
   * whether the address is now suppressed, and whether the event was such a copy.
   */
  async recordMailEvent(event: ReportedMailEvent, receipt: SignedReceipt): Promise<{ suppressed: boolean; repeated: boolean }> {
    const bounceType = event.type === 'bounce' ? (event.bounce_type ?? 'hard') : null;
    const emailHash = this.hash(event.email);
    return this.dataSource.transaction(async (manager) => {
      const isSuppressed = () => manager.getRepository(Suppression).existsBy({ email_hash: emailHash });
      if (!(await firstSighting(manager, receipt.signature, receipt.validUntil)))
        return { suppressed: await isSuppressed(), repeated: true };
      await manager.getRepository(MailEvent).insert({ type: event.type, bounce_type: bounceType, email_hash: emailHash });
      if (bounceType === 'soft') {
        if ((await recentSoftBounces(manager, emailHash)) < SOFT_BOUNCE_RULE.count)
          return { suppressed: await isSuppressed(), repeated: false };
      }
      await this.suppress(event.email, event.type === 'complaint' ? 'complained' : 'bounced', manager);
      return { suppressed: true, repeated: false };
    });
  }

  async list(query: ListQuery): Promise<{ rows: SuppressionRecord[]; total: number }> {
    const [rows, total] = await listPage(this.suppressions.createQueryBuilder('s'), query, 'ASC').getManyAndCount();
    return { rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<SuppressionRecord> {
    return toRecord(await this.find(id));
  }

  /** An owner's entry: always `manual`, audited in the same transaction. */
  async add(email: string, admin: AdminIdentity): Promise<SuppressionRecord> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Suppression);
      const id = await insertManual(manager, this.hash(email), email.trim());
      if (id === null) throw new AppError('suppression_exists');
      await this.audit.record(admin, 'suppression.add', id, { email }, manager);
      this.metrics.countSuppression('manual');
      return toRecord(await repository.findOneByOrFail({ id }));
    });
  }

  /** Removes an owner's entry or a bounce; an unsubscribe or complaint is the person's and stays (403). */
  async remove(id: string, admin: AdminIdentity): Promise<SuppressionRecord> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.find(id, manager);
      if (!LIFTABLE_SUPPRESSION_REASONS.includes(row.reason)) throw new AppError('suppression_person_only');
      // Between the read and the delete, the person may have unsubscribed: their reason then holds.
      if (!(await removeLiftable(manager, id))) throw new AppError('suppression_person_only');
      await this.audit.record(admin, 'suppression.remove', id, { email: row.email, reason: row.reason }, manager);
      return toRecord(row);
    });
  }

  private async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<Suppression> {
    const row = isUuid(id) ? await manager.getRepository(Suppression).findOneBy({ id }) : null;
    if (!row) throw new AppError('not_found', { subject: 'record' });
    return row;
  }
}
