import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows';

/*
 * Every statement the outbox writes by hand, in one place: nothing outside this folder reads or
 * writes pg-boss's tables. The ones that write pg-boss's job table follow pg-boss 10's own insert
 * and state rules; backend/test/outbox.e2e-spec.ts checks them against the pinned version.
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
 * pg-boss takes a batch in priority order, but its own index of waiting jobs is in the order of their
 * start: each fetch then read and sorted every waiting job of its queue, a cost that grew with the
 * backlog (6 ms a fetch with 20,000 copies of an announcement waiting, most of it sorting). In the
 * fetch's order, a batch is the index's first rows. On pg-boss's partitioned table, a queue's partition
 * made later gets the index too.
 */
export async function createFetchOrderIndex(db: PgBoss.Db): Promise<void> {
  await db.executeSql(
    `CREATE INDEX IF NOT EXISTS job_fetch_order ON pgboss.job (name, priority DESC, created_on, id) WHERE state < 'active'`,
    [],
  );
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

/**
 * A set of jobs to queue, described by SQL rather than rows: a SELECT giving per job `key` (unique,
 * orderable: the batches walk it) and `payload` (jsonb of ids, never personal data, merged into the
 * job's data under its `id`). `$1`, `$2`, … in `sql` are `params`.
 */
export interface Audience {
  sql: string;
  params?: unknown[];
}

/** Rows one statement of `queueAudience` queues: large enough to be quick, small enough to hold no lock for long. */
export const AUDIENCE_BATCH = 5000;

/**
 * Queues one job per row of `audience`, in statements of `batch` rows that walk its key, so an
 * audience of any size costs neither memory here nor one round trip per job.
 */
export async function queueAudience(
  db: PgBoss.Db,
  name: string,
  audience: Audience,
  { priority, batch = AUDIENCE_BATCH }: { priority: number; batch?: number },
): Promise<number> {
  let queued = 0;
  let after: unknown;
  do {
    const result = await insertAudienceBatch(db, name, audience, { after, limit: batch, priority });
    queued += result.queued;
    after = result.last;
  } while (after !== undefined);
  return queued;
}

/**
 * Queues one batch of `audience`: the `limit` rows after `after` in key order, with the queue's own
 * retry, expiry and retention, as pg-boss's insert does for a job with no options of its own. Each
 * job's data gets a fresh `id`, the exactly-once key of whatever it becomes. `last` is the last key
 * read, undefined once the audience is exhausted.
 */
export async function insertAudienceBatch(
  db: PgBoss.Db,
  name: string,
  audience: Audience,
  options: { after: unknown; limit: number; priority: number },
): Promise<{ queued: number; last: unknown }> {
  const params = audience.params ?? [];
  const n = params.length;
  const next = options.after === undefined ? '' : `WHERE a.key > $${n + 4}`;
  const { rows } = await db.executeSql(
    `WITH audience AS (
       SELECT a.key, a.payload FROM (${audience.sql}) a ${next} ORDER BY a.key LIMIT $${n + 2}::int
     ), queued AS (
       INSERT INTO pgboss.job (id, name, data, priority, start_after, dead_letter, expire_in, keep_until,
                               retry_limit, retry_delay, retry_backoff, policy)
       SELECT gen_random_uuid(), q.name,
              COALESCE(a.payload::jsonb, '{}'::jsonb) || jsonb_build_object('id', gen_random_uuid()),
              $${n + 3}::int, now(), q.dead_letter,
              COALESCE(q.expire_seconds * interval '1s', interval '15 minutes'),
              now() + COALESCE((q.retention_minutes * 60)::text, '14 days')::interval,
              COALESCE(q.retry_limit, 2),
              CASE WHEN COALESCE(q.retry_backoff, false) THEN GREATEST(COALESCE(q.retry_delay, 0), 1)
                   ELSE COALESCE(q.retry_delay, 0) END,
              COALESCE(q.retry_backoff, false), q.policy
         FROM audience a JOIN pgboss.queue q ON q.name = $${n + 1}
       ON CONFLICT DO NOTHING
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM queued)::int AS queued, (SELECT count(*) FROM audience)::int AS read,
            (SELECT key FROM audience ORDER BY key DESC LIMIT 1) AS last,
            EXISTS (SELECT 1 FROM pgboss.queue WHERE name = $${n + 1}) AS known`,
    [...params, name, options.limit, options.priority, ...(options.after === undefined ? [] : [options.after])],
  );
  const row = rows[0] as { queued: number; read: number; last: unknown; known: boolean };
  if (!row.known) throw new Error(`no queue named ${name}`);
  return { queued: row.queued, last: row.read < options.limit ? undefined : row.last };
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
