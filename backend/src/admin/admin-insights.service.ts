import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListQuery } from './list-query';

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

export const VIOLATION_SORTABLE = ['created_at', 'violation_type', 'ip_address'] as const;
export const AUDIT_SORTABLE = ['created_at', 'action', 'admin_email'] as const;

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

  async violations(query: ListQuery): Promise<{ rows: unknown[]; total: number }> {
    return this.page('security_violations', 'id, ip_address, user_agent, violation_type, violation_data, blocked, created_at', query);
  }

  async audit(query: ListQuery): Promise<{ rows: unknown[]; total: number }> {
    return this.page('admin_audit', 'id, admin_id, admin_email, action, target, details, created_at', query);
  }

  private async page(table: string, columns: string, query: ListQuery): Promise<{ rows: unknown[]; total: number }> {
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM ${table}`);
    const rows: unknown[] = await this.dataSource.query(
      `SELECT ${columns} FROM ${table} ORDER BY ${query.sortField} ${query.sortOrder}, id LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
    return { rows, total };
  }
}
