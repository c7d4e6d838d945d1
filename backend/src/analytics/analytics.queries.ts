import {
  ANALYTICS,
  JOURNEY_EVENTS,
  OTHER_SOURCE,
  JOURNEY_STEPS,
  type JourneyCounts,
  type TrafficSource,
  type VisitorsPerDay,
} from '@gameshift/contracts';
import type { EntityManager } from 'typeorm';
import { STEP_BIT, type PageViewTally, type VisitorTally } from './event-tally';

/*
 * The statements of the analytics feature. Counted events are written a batch at a time, each
 * kind in one statement, so ingestion never costs a round trip per event.
 */

/** Adds a batch of visitor-days: a visitor seen before that day keeps its first source and gains the new steps. */
export async function saveVisitors(manager: EntityManager, rows: VisitorTally[]): Promise<void> {
  if (rows.length === 0) return;
  await manager.query(
    `INSERT INTO analytics_visitors (day, visitor, source, steps)
     SELECT * FROM unnest($1::date[], $2::bytea[], $3::varchar[], $4::int[])
     ON CONFLICT (day, visitor) DO UPDATE SET steps = analytics_visitors.steps | EXCLUDED.steps`,
    [rows.map((r) => r.day), rows.map((r) => r.visitor), rows.map((r) => r.source), rows.map((r) => r.steps)],
  );
}

export async function savePageViews(manager: EntityManager, rows: PageViewTally[]): Promise<void> {
  if (rows.length === 0) return;
  await manager.query(
    `INSERT INTO analytics_page_views (day, path, source, views)
     SELECT * FROM unnest($1::date[], $2::varchar[], $3::varchar[], $4::int[])
     ON CONFLICT (day, path, source) DO UPDATE SET views = analytics_page_views.views + EXCLUDED.views`,
    [rows.map((r) => r.day), rows.map((r) => r.path), rows.map((r) => r.source), rows.map((r) => r.views)],
  );
}

/** The day's salt: `fresh` if this call is the first to ask, else the one another instance stored. */
export async function saltOfDay(manager: EntityManager, day: string, fresh: Buffer): Promise<Buffer> {
  const rows: Array<{ salt: Buffer }> = await manager.query(
    `WITH made AS (INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING RETURNING salt)
     SELECT salt FROM made UNION ALL SELECT salt FROM analytics_salts WHERE day = $1`,
    [day, fresh],
  );
  return rows[0].salt;
}

/** Deletes the salts of days before `day`: their visitors can no longer be linked to anyone. */
export async function forgetSaltsBefore(manager: EntityManager, day: string): Promise<void> {
  await manager.query('DELETE FROM analytics_salts WHERE day < $1', [day]);
}

export async function visitorsPerDay(manager: EntityManager, fromDay: string, toDay: string): Promise<VisitorsPerDay['days']> {
  return manager.query(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
            COALESCE((SELECT count(*) FROM analytics_visitors v WHERE v.day = d.day), 0)::int AS visitors,
            COALESCE((SELECT sum(views) FROM analytics_page_views p WHERE p.day = d.day), 0)::int AS page_views
       FROM generate_series($1::date, $2::date, interval '1 day') AS d(day)
      ORDER BY d.day`,
    [fromDay, toDay],
  );
}

/**
 * Visitors per source since `fromDay`, beside the reservations made since `from` with that
 * source and how many of them are confirmed. Reservations whose request named no source count
 * under `unknown`. Sources with neither a reservation nor ANALYTICS.sourceMinVisitors visitors, and
 * those beyond the first ANALYTICS.sourcesListed, are summed into one `other` row, so a script that invents
 * sources adds to one row instead of filling the table.
 */
export async function sourceCounts(manager: EntityManager, fromDay: string, from: Date): Promise<TrafficSource[]> {
  return manager.query(
    `WITH v AS (SELECT source, count(*)::int AS visitors FROM analytics_visitors WHERE day >= $1 GROUP BY source),
          r AS (SELECT COALESCE(source, 'unknown') AS source, count(*)::int AS reservations,
                       count(*) FILTER (WHERE is_verified)::int AS confirmations
                  FROM reservations WHERE created_at >= $2 GROUP BY 1),
          joined AS (SELECT source, COALESCE(v.visitors, 0) AS visitors, COALESCE(r.reservations, 0) AS reservations,
                            COALESCE(r.confirmations, 0) AS confirmations
                       FROM v FULL JOIN r USING (source)),
          ranked AS (SELECT *, row_number() OVER (ORDER BY (reservations > 0 OR visitors >= $3) DESC,
                                                           reservations DESC, visitors DESC, source) AS rank,
                            (reservations > 0 OR visitors >= $3) AS notable
                       FROM joined)
     SELECT CASE WHEN notable AND rank <= $4 AND source <> $5 THEN source ELSE $5 END AS id,
            sum(visitors)::int AS visitors, sum(reservations)::int AS reservations, sum(confirmations)::int AS confirmations
       FROM ranked GROUP BY 1
      ORDER BY visitors DESC, reservations DESC, id`,
    [fromDay, from, ANALYTICS.sourceMinVisitors, ANALYTICS.sourcesListed, OTHER_SOURCE],
  );
}

/**
 * How many visitors since `fromDay` reached each step the site reports, and, from the
 * reservations themselves, how many were made since `from` and how many of those are confirmed:
 * a page can say it reserved, but only the database knows.
 */
export async function journeyCounts(manager: EntityManager, fromDay: string, from: Date): Promise<JourneyCounts['steps']> {
  const reported = JOURNEY_EVENTS.filter((step) => step !== 'reserved');
  const stepColumns = reported.map((step) => `count(*) FILTER (WHERE steps & ${STEP_BIT[step]} <> 0)::int AS ${step}`);
  const [row]: Array<Record<string, number>> = await manager.query(
    `SELECT count(*)::int AS visit, ${stepColumns.join(', ')},
            (SELECT count(*) FROM reservations WHERE created_at >= $2)::int AS reserved,
            (SELECT count(*) FROM reservations WHERE created_at >= $2 AND is_verified)::int AS confirmed
       FROM analytics_visitors WHERE day >= $1`,
    [fromDay, from],
  );
  return JOURNEY_STEPS.map((step) => ({ step, count: row[step] }));
}
