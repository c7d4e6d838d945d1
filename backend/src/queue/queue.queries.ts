import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows';

/*
 * Every statement the outbox writes by hand, in one place: nothing outside this folder reads or
 * writes pg-boss's tables.
 */

/** pg-boss's own statements, run on the caller's transaction so a job commits with the write that queued it. */
export function transactionalDb(manager: EntityManager): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: returnedRows(await manager.query(text, values)) }),
  };
}

export interface WaitingJobs {
  /** Jobs queued and not yet taken, retries included. */
  depth: number;
  /** Seconds since the oldest of them was first queued (before any return untried); 0 when none wait. */
  oldestSeconds: number;
}

export async function waitingJobs(db: PgBoss.Db, name: string): Promise<WaitingJobs> {
  const { rows } = await db.executeSql(
    `SELECT count(*)::int AS depth,
            COALESCE(EXTRACT(EPOCH FROM now() - min(COALESCE((data->>'queuedAt')::timestamptz, created_on))), 0)::float8 AS oldest
       FROM pgboss.job WHERE name = $1 AND state < 'active'`,
    [name],
  );
  const row = rows[0] as { depth: number; oldest: number };
  return { depth: row.depth, oldestSeconds: Math.max(0, row.oldest) };
}

/**
 * Jobs of a kind due now (waiting with their time come) or in hand (being sent by any instance):
 * what a consumer of lower priority steps aside for. Waiting out a retry's delay is neither.
 */
export async function busyJobs(db: PgBoss.Db, name: string): Promise<number> {
  const { rows } = await db.executeSql(
    `SELECT count(*)::int AS busy FROM pgboss.job
      WHERE name = $1 AND (state = 'active' OR (state < 'active' AND start_after <= now()))`,
    [name],
  );
  return (rows[0] as { busy: number }).busy;
}

/*
 * Crash recovery. Each instance keeps a row in outbox_instances, renewed while it lives, and marks
 * the jobs it takes with its id (`data.heldBy`). A row silent past the lapse is deleted and its
 * instance's taken jobs go back to the queue in the same statement. Fetching and settling hold the
 * instance's row (FOR KEY SHARE, which renewals do not disturb), so a release never falls between
 * an instance's check that it still lives and what it writes about its jobs.
 */

export async function registerInstance(db: PgBoss.Db, id: string): Promise<void> {
  await db.executeSql('INSERT INTO outbox_instances (id, beat_at) VALUES ($1, now())', [id]);
}

/** Renews the heartbeat; false when the row is gone: the instance was judged dead and its jobs released. */
export async function beat(db: PgBoss.Db, id: string): Promise<boolean> {
  const { rows } = await db.executeSql('UPDATE outbox_instances SET beat_at = now() WHERE id = $1 RETURNING id', [id]);
  return rows.length === 1;
}

export async function forgetInstance(db: PgBoss.Db, id: string): Promise<void> {
  await releaseHeldBy(db, 'SELECT id FROM outbox_instances WHERE id = $1::uuid FOR UPDATE', [id]);
}

/**
 * Releases the taken jobs of every instance silent for `lapseMs`, back to waiting with no try
 * counted: they did not fail, their instance went away. An instance busy in a transaction on its
 * row is skipped, not waited for; it is judged once that ends.
 */
export async function releaseLapsed(db: PgBoss.Db, lapseMs: number): Promise<number> {
  return releaseHeldBy(
    db,
    "SELECT id FROM outbox_instances WHERE beat_at < now() - $1::int * interval '1 millisecond' FOR UPDATE SKIP LOCKED",
    [lapseMs],
  );
}

async function releaseHeldBy(db: PgBoss.Db, instances: string, values: unknown[]): Promise<number> {
  const { rows } = await db.executeSql(
    `WITH gone AS (
       DELETE FROM outbox_instances WHERE id IN (${instances}) RETURNING id::text
     ), released AS (
       UPDATE pgboss.job SET state = 'created', started_on = NULL, start_after = now()
        WHERE state = 'active' AND data->>'heldBy' IN (SELECT id FROM gone)
       RETURNING 1
     )
     SELECT count(*)::int AS released FROM released`,
    values,
  );
  return (rows[0] as { released: number }).released;
}

/** Inside a transaction: true while the instance lives, and keeps it alive (unreleasable) until the transaction ends. */
export async function holdInstance(db: PgBoss.Db, id: string): Promise<boolean> {
  const { rows } = await db.executeSql('SELECT 1 FROM outbox_instances WHERE id = $1 FOR KEY SHARE', [id]);
  return rows.length === 1;
}

export async function markHeld(db: PgBoss.Db, name: string, ids: string[], instance: string): Promise<void> {
  await db.executeSql(
    `UPDATE pgboss.job SET data = data || jsonb_build_object('heldBy', $3::text)
      WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
    [name, ids, instance],
  );
}
