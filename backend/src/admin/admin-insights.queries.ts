import type { EntityManager } from 'typeorm';

/*
 * The dashboard's day-by-day series: each day of the window appears, with zeros on quiet days,
 * which needs PostgreSQL's generate_series and a CTE. Days are UTC days.
 */

export interface DailyActivityRow {
  date: string;
  signups: number;
  verifications: number;
}

export interface FunnelDayRow {
  date: string;
  signups: number;
  confirmations: number;
}

/** Sign-ups and verifications on each of the last `days` days, today included. */
export function dailyActivity(manager: EntityManager, days: number): Promise<DailyActivityRow[]> {
  return manager.query(
    `WITH days AS (
       SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
     ), signups AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM reservations
        WHERE created_at >= (now() AT TIME ZONE 'UTC')::date - ($1::int - 1) GROUP BY 1
     ), verifications AS (
       SELECT (verified_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM reservations
        WHERE verified_at >= (now() AT TIME ZONE 'UTC')::date - ($1::int - 1) GROUP BY 1
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(signups.n, 0) AS signups, coalesce(verifications.n, 0) AS verifications
       FROM days LEFT JOIN signups USING (day) LEFT JOIN verifications USING (day)
      ORDER BY days.day`,
    [days],
  );
}

/** Of the reservations made on each of the last `days` days, how many are confirmed. */
export function confirmationsByDay(manager: EntityManager, days: number): Promise<FunnelDayRow[]> {
  return manager.query(
    `WITH days AS (
       SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
     ), made AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS signups, count(*) FILTER (WHERE is_verified)::int AS confirmations
         FROM reservations WHERE created_at >= (now() AT TIME ZONE 'UTC')::date - ($1::int - 1) GROUP BY 1
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(made.signups, 0) AS signups, coalesce(made.confirmations, 0) AS confirmations
       FROM days LEFT JOIN made USING (day) ORDER BY days.day`,
    [days],
  );
}
