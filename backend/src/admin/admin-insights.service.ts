import type { ConfirmationFunnel, FunnelStep } from '@gameshift/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error';
import { emailProvider } from './email-provider';
import { fieldConditions, isUuid, likePattern, ListQuery, ListSpec } from '../common/admin-api/list-query';

export interface DailyActivity {
  date: string;
  signups: number;
  verifications: number;
}

export interface DashboardStats {
  total: number;
  pending: number;
  verified: number;
  reserved: number;
  violations: number;
  todaySignups: number;
  daily: DailyActivity[];
}

export const FUNNEL_DAYS = 30;

function step(signups: number, confirmations: number): FunnelStep {
  return { signups, confirmations, rate: signups > 0 ? Math.round((confirmations / signups) * 1000) / 1000 : null };
}

export const VIOLATIONS_LIST: ListSpec = {
  sortable: ['id', 'created_at', 'violation_type', 'ip_address', 'blocked'],
  defaultSort: 'created_at',
  fields: { violation_type: 'text', ip_address: 'text', blocked: 'boolean' },
  special: ['q'],
};

export const AUDIT_LIST: ListSpec = {
  sortable: ['id', 'created_at', 'action', 'admin_email'],
  defaultSort: 'created_at',
  fields: { action: 'text', admin_email: 'text', admin_id: 'uuid', target: 'text' },
  special: ['q'],
};

/** Columns `q` searches in each table; an audit entry is also found by the email or handle it touched. */
const SEARCHED: Record<'security_violations' | 'admin_audit', string[]> = {
  security_violations: ['ip_address', 'violation_type', 'user_agent'],
  admin_audit: ['admin_email', 'action', 'target', "details->>'email'", "details->>'gameshift_id'"],
};

const VIOLATION_COLUMNS = 'id, ip_address, user_agent, violation_type, violation_data, blocked, created_at';
const AUDIT_COLUMNS = 'id, admin_id, admin_email, action, target, details, created_at';

/** Read-only views for the dashboard: figures, bot attempts, and the audit trail. */
@Injectable()
export class AdminInsightsService {
  constructor(private readonly dataSource: DataSource) {}

  async stats(): Promise<DashboardStats> {
    const [counts] = await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE is_verified)::int AS verified,
              count(*) FILTER (WHERE is_reserved)::int AS reserved,
              count(*) FILTER (WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS today
         FROM reservations`,
    );
    const [{ violations }] = await this.dataSource.query('SELECT count(*)::int AS violations FROM security_violations');
    const daily: Array<{ date: string; signups: number; verifications: number }> = await this.dataSource.query(
      `WITH days AS (
         SELECT generate_series((now() AT TIME ZONE 'UTC')::date - 29, (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
       ), signups AS (
         SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM reservations
          WHERE created_at >= (now() AT TIME ZONE 'UTC')::date - 29 GROUP BY 1
       ), verifications AS (
         SELECT (verified_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM reservations
          WHERE verified_at >= (now() AT TIME ZONE 'UTC')::date - 29 GROUP BY 1
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(signups.n, 0) AS signups, coalesce(verifications.n, 0) AS verifications
         FROM days LEFT JOIN signups USING (day) LEFT JOIN verifications USING (day)
        ORDER BY days.day`,
    );
    return {
      total: counts.total,
      pending: counts.total - counts.verified,
      verified: counts.verified,
      reserved: counts.reserved,
      violations,
      todaySignups: counts.today,
      daily,
    };
  }

  /**
   * Of the reservations made each day (UTC) and at each mail provider over the last 30 days, how
   * many were confirmed: a provider that stops delivering shows as its rate falling.
   */
  async funnel(): Promise<ConfirmationFunnel> {
    const days: Array<{ date: string; signups: number; confirmations: number }> = await this.dataSource.query(
      `WITH days AS (
         SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
       ), made AS (
         SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS signups, count(*) FILTER (WHERE is_verified)::int AS confirmations
           FROM reservations WHERE created_at >= (now() AT TIME ZONE 'UTC')::date - ($1::int - 1) GROUP BY 1
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(made.signups, 0) AS signups, coalesce(made.confirmations, 0) AS confirmations
         FROM days LEFT JOIN made USING (day) ORDER BY days.day`,
      [FUNNEL_DAYS],
    );
    const domains: Array<{ domain: string; signups: number; confirmations: number }> = await this.dataSource.query(
      `SELECT split_part(email_canonical, '@', 2) AS domain, count(*)::int AS signups, count(*) FILTER (WHERE is_verified)::int AS confirmations
         FROM reservations WHERE created_at >= (now() AT TIME ZONE 'UTC')::date - ($1::int - 1) GROUP BY 1`,
      [FUNNEL_DAYS],
    );
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

  violations(query: ListQuery): Promise<{ rows: unknown[]; total: number }> {
    return this.page('security_violations', VIOLATION_COLUMNS, query);
  }

  violation(id: string): Promise<unknown> {
    return this.one('security_violations', VIOLATION_COLUMNS, id);
  }

  audit(query: ListQuery): Promise<{ rows: unknown[]; total: number }> {
    return this.page('admin_audit', AUDIT_COLUMNS, query);
  }

  auditEntry(id: string): Promise<unknown> {
    return this.one('admin_audit', AUDIT_COLUMNS, id);
  }

  private async page(table: keyof typeof SEARCHED, columns: string, query: ListQuery): Promise<{ rows: unknown[]; total: number }> {
    const params: unknown[] = [];
    const where = fieldConditions(query, params);
    const q = query.filter.q;
    if (typeof q === 'string' && q.trim()) {
      params.push(likePattern(q.trim().slice(0, 100)));
      where.push(`(${SEARCHED[table].map((column) => `${column} ILIKE $${params.length}`).join(' OR ')})`);
    } else if (q !== undefined && typeof q !== 'string') {
      throw new AppError('invalid_list', { list: { problem: 'filter_value', field: 'q' } });
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM ${table} ${clause}`, params);
    const rows: unknown[] = await this.dataSource.query(
      `SELECT ${columns} FROM ${table} ${clause}
        ORDER BY ${query.sortField} ${query.sortOrder}, id
        LIMIT ${query.limit} OFFSET ${query.offset}`,
      params,
    );
    return { rows, total };
  }

  private async one(table: keyof typeof SEARCHED, columns: string, id: string): Promise<unknown> {
    if (!isUuid(id)) throw new AppError('not_found', { subject: 'record' });
    const rows: unknown[] = await this.dataSource.query(`SELECT ${columns} FROM ${table} WHERE id = $1`, [id]);
    if (!rows[0]) throw new AppError('not_found', { subject: 'record' });
    return rows[0];
  }
}
