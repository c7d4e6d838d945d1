import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows';

/** pg-boss's own statements, run on the caller's transaction so a job commits with the write that queued it. */
export function transactionalDb(manager: EntityManager): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: returnedRows(await manager.query(text, values)) }),
  };
}

/**
 * Puts taken jobs back to wait `delaySeconds` without counting a try: the receiving server asked
 * us to slow down, the message did not fail. pg-boss counts a try when it takes a job that has
 * started before, so `started_on` is cleared; `deferrals` in the job's data counts these instead.
 */
export async function releaseJobs(db: PgBoss.Db, name: string, ids: string[], delaySeconds: number): Promise<void> {
  await db.executeSql(
    `UPDATE pgboss.job
        SET state = 'retry', started_on = NULL, start_after = now() + $3::int * interval '1 second',
            data = data || jsonb_build_object('deferrals', COALESCE((data->>'deferrals')::int, 0) + 1)
      WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
    [name, ids, delaySeconds],
  );
}

export interface WaitingJobs {
  /** Jobs queued and not yet taken, retries included. */
  depth: number;
  /** Seconds since the oldest of them was queued; 0 when none wait. */
  oldestSeconds: number;
}

export async function waitingJobs(db: PgBoss.Db, name: string): Promise<WaitingJobs> {
  const { rows } = await db.executeSql(
    `SELECT count(*)::int AS depth, COALESCE(EXTRACT(EPOCH FROM now() - min(created_on)), 0)::float8 AS oldest
       FROM pgboss.job WHERE name = $1 AND state < 'active'`,
    [name],
  );
  const row = rows[0] as { depth: number; oldest: number };
  return { depth: row.depth, oldestSeconds: Math.max(0, row.oldest) };
}
