import type { ConfirmationFunnel, DashboardStats, FunnelStep, MailBacklog } from '@gameshift/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, Repository } from 'typeorm';
import { AuditEntry } from '../audit';
import { AppError } from '../common/app-error';
import { isUuid, listPage, ListQuery, ListSpec } from '../common/admin-api/list-query';
import { MAIL_QUEUE } from '../mail';
import { OutboxService } from '../queue';
import { Reservation } from '../reservations';
import { SecurityViolation } from '../security';
import { confirmationsByDay, dailyActivity } from './admin-insights.queries';
import { emailProvider } from './email-provider';

export const FUNNEL_DAYS = 30;
const DAILY_DAYS = 30;

function step(signups: number, confirmations: number): FunnelStep {
  return { signups, confirmations, rate: signups > 0 ? Math.round((confirmations / signups) * 1000) / 1000 : null };
}

export const VIOLATIONS_LIST = {
  sortable: ['id', 'created_at', 'violation_type', 'ip_address', 'blocked'],
  defaultSort: 'created_at',
  fields: { violation_type: 'text', ip_address: 'text', blocked: 'boolean' },
  search: { columns: ['v.ip_address', 'v.violation_type', 'v.user_agent'], notText: 'refuse' },
  special: {},
} as const satisfies ListSpec;

export const AUDIT_LIST = {
  sortable: ['id', 'created_at', 'action', 'admin_email'],
  defaultSort: 'created_at',
  fields: { action: 'text', admin_email: 'text', admin_id: 'uuid', target: 'text' },
  // An audit entry is also found by the email or handle it touched.
  search: { columns: ['a.admin_email', 'a.action', 'a.target', "a.details->>'email'", "a.details->>'gameshift_id'"], notText: 'refuse' },
  special: {},
} as const satisfies ListSpec;

/** The first day of the window that starts `days` UTC days back, today included. */
const WINDOW_START = "(now() AT TIME ZONE 'UTC')::date - (:days::int - 1)";

/** Read-only views for the dashboard: figures, bot attempts, and the audit trail. */
@Injectable()
export class AdminInsightsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Reservation) private readonly reservations: Repository<Reservation>,
    @InjectRepository(SecurityViolation) private readonly violationLog: Repository<SecurityViolation>,
    @InjectRepository(AuditEntry) private readonly auditLog: Repository<AuditEntry>,
    private readonly outbox: OutboxService,
  ) {}

  async stats(): Promise<DashboardStats> {
    // An aggregate without GROUP BY always answers one row.
    const { total, verified, reserved, today } = (await this.reservations
      .createQueryBuilder('r')
      .select('count(*)::int', 'total')
      .addSelect('count(*) FILTER (WHERE r.is_verified)::int', 'verified')
      .addSelect('count(*) FILTER (WHERE r.is_reserved)::int', 'reserved')
      .addSelect("count(*) FILTER (WHERE r.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int", 'today')
      .getRawOne<{ total: number; verified: number; reserved: number; today: number }>())!;
    return {
      total,
      pending: total - verified,
      verified,
      reserved,
      violations: await this.violationLog.count(),
      todaySignups: today,
      daily: await dailyActivity(this.dataSource.manager, DAILY_DAYS),
      mail: await this.mailBacklog(),
    };
  }

  /** Whole seconds: the dashboard speaks in minutes. */
  private async mailBacklog(): Promise<MailBacklog> {
    const { depth, oldestSeconds } = await this.outbox.waiting(MAIL_QUEUE);
    return { waiting: depth, oldestWaitSeconds: Math.floor(oldestSeconds) };
  }

  /**
   * Of the reservations made each day (UTC) and at each mail provider over the last 30 days, how
   * many were confirmed: a provider that stops delivering shows as its rate falling.
   */
  async funnel(): Promise<ConfirmationFunnel> {
    const days = await confirmationsByDay(this.dataSource.manager, FUNNEL_DAYS);
    const domains = await this.reservations
      .createQueryBuilder('r')
      .select("split_part(r.email_canonical, '@', 2)", 'domain')
      .addSelect('count(*)::int', 'signups')
      .addSelect('count(*) FILTER (WHERE r.is_verified)::int', 'confirmations')
      .where(`r.created_at >= ${WINDOW_START}`, { days: FUNNEL_DAYS })
      .groupBy('domain')
      .getRawMany<{ domain: string; signups: number; confirmations: number }>();
    const byProvider = new Map<string, { signups: number; confirmations: number }>();
    for (const row of domains) {
      const provider = emailProvider(row.domain);
      const sum = byProvider.get(provider) ?? { signups: 0, confirmations: 0 };
      byProvider.set(provider, { signups: sum.signups + row.signups, confirmations: sum.confirmations + row.confirmations });
    }
    return {
      days: days.map((d) => ({ date: d.date, ...step(d.signups, d.confirmations) })),
      providers: [...byProvider]
        .map(([provider, sum]) => ({ provider, ...step(sum.signups, sum.confirmations) }))
        .sort((a, b) => b.signups - a.signups || a.provider.localeCompare(b.provider)),
    };
  }

  async violations(query: ListQuery): Promise<{ rows: SecurityViolation[]; total: number }> {
    const [rows, total] = await listPage(this.violationLog.createQueryBuilder('v'), query, 'ASC').getManyAndCount();
    return { rows, total };
  }

  violation(id: string): Promise<SecurityViolation> {
    return this.one(this.violationLog, id);
  }

  async audit(query: ListQuery): Promise<{ rows: AuditEntry[]; total: number }> {
    const [rows, total] = await listPage(this.auditLog.createQueryBuilder('a'), query, 'ASC').getManyAndCount();
    return { rows, total };
  }

  auditEntry(id: string): Promise<AuditEntry> {
    return this.one(this.auditLog, id);
  }

  private async one<T extends { id: string }>(repository: Repository<T>, id: string): Promise<T> {
    const row = isUuid(id) ? await repository.findOneBy({ id } as FindOptionsWhere<T>) : null;
    if (!row) throw new AppError('not_found', { subject: 'record' });
    return row;
  }
}
