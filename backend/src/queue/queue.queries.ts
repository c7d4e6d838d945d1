import type { Db as IDatabase } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows';

/*
 * The statements of ours that read pg-boss's tables, in one place: nothing outside this folder reads
 * them, and nothing of ours writes them but pg-boss's documented insert (enqueue_job.sql;
 * backend/test/unit/queue-tables.spec.ts keeps it so). The figures pg-boss keeps itself
 * (getQueueStats) are as fresh as its last monitor pass; these are read when asked, for the alert
 * on the oldest message, the dashboard, readiness and confirmation mail's priority.
 */

/** The schema pg-boss keeps its tables in. */
export const QUEUE_SCHEMA = 'pgboss';

/** pg-boss's own statements, run on the caller's transaction so a job commits with the write that queued it. */
export function transactionalDb(manager: EntityManager): IDatabase {
  return {
    executeSql: async (text, values) => ({ rows: returnedRows(await manager.query(text, values)) }),
  };
}

export interface WaitingJobs {
  /** Jobs queued and not yet taken, retries included, and those that failed for good: owed, never sent. */
  depth: number;
  /** Seconds since the oldest of them was first queued (before any return untried); 0 when none wait. */
  oldestSeconds: number;
}

/**
 * Read from the job rows when asked, not from pg-boss's own figures (getQueueStats), which are as
 * old as its last monitor pass and count a job's age from its own creation: a message put back
 * untried is a new job, and its age is kept in its data. A job that failed for good (its retries
 * spent, heartbeats lost included) still waits here, so the alert on the oldest message fires for it.
 */
export async function waitingJobs(db: IDatabase, name: string): Promise<WaitingJobs> {
  const { rows } = await db.executeSql(
    `SELECT count(*)::int AS depth,
            COALESCE(EXTRACT(EPOCH FROM now() - min(COALESCE((data->>'queuedAt')::timestamptz, created_on))), 0)::float8 AS oldest
       FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND (state < 'active' OR state = 'failed')`,
    [name],
  );
  const row = rows[0] as { depth: number; oldest: number };
  return { depth: row.depth, oldestSeconds: Math.max(0, row.oldest) };
}

/**
 * Jobs of a kind due now (waiting with their time come) or in hand (being sent by any instance):
 * what a consumer of lower priority steps aside for. Waiting out a retry's delay is neither.
 */
export async function busyJobs(db: IDatabase, name: string): Promise<number> {
  const { rows } = await db.executeSql(
    `SELECT count(*)::int AS busy FROM ${QUEUE_SCHEMA}.job
      WHERE name = $1 AND (state = 'active' OR (state < 'active' AND start_after <= now()))`,
    [name],
  );
  return (rows[0] as { busy: number }).busy;
}

/*
 * The move from pg-boss 10 (version-10.ts): its schema read, renamed aside and dropped, never written.
 */

/** The version of the pg-boss schema named `schema`, or null when there is none. */
export async function queueSchemaVersion(manager: EntityManager, schema: string): Promise<number | null> {
  const [{ present }] = await manager.query<Array<{ present: boolean }>>(`SELECT to_regclass($1) IS NOT NULL AS present`, [
    `${schema}.version`,
  ]);
  if (!present) return null;
  const [row] = await manager.query<Array<{ version: number }>>(`SELECT version FROM ${schema}.version`);
  return row?.version ?? null;
}

export async function renameSchema(manager: EntityManager, from: string, to: string): Promise<void> {
  await manager.query(`ALTER SCHEMA ${from} RENAME TO ${to}`);
}

export async function schemaExists(manager: EntityManager, schema: string): Promise<boolean> {
  const [{ present }] = await manager.query<Array<{ present: boolean }>>(`SELECT to_regnamespace($1) IS NOT NULL AS present`, [schema]);
  return present;
}

export async function dropSchema(manager: EntityManager, schema: string): Promise<void> {
  await manager.query(`DROP SCHEMA ${schema} CASCADE`);
}

/** A job pg-boss 10 still owed: waiting, or taken by an instance that is gone. */
export interface OwedJob {
  name: string;
  data: Record<string, unknown> | null;
  priority: number;
  created_on: Date;
}

export async function owedJobs(manager: EntityManager, schema: string): Promise<OwedJob[]> {
  return manager.query<OwedJob[]>(
    `SELECT name, data, priority, created_on FROM ${schema}.job
      WHERE state IN ('created', 'retry', 'active') ORDER BY name, priority DESC, created_on`,
  );
}
