-- enqueue_job: a job with no options of its own queued from inside another function, in the
-- caller's transaction, through the INSERT into pgboss.job that pg-boss documents
-- (docs/sql/job-table.md): the columns of its documented table, with the queue's own retry, expiry,
-- retention, deletion and heartbeat, as pg-boss's insert() gives a job that names none.
-- backend/test/queue.e2e-spec.ts compares its rows with pg-boss's own: an upgrade of pg-boss must
-- keep them equal. PL/pgSQL, so that pgboss.job and pgboss.queue are looked up when it runs:
-- pg-boss creates its schema when the app starts, after the migrations.
--
-- How to change it safely (this file is applied by the repeatable step in
-- backend/src/database/functions.ts whenever its checksum changes, while older instances may still
-- be running during a rolling deploy):
-- - Edit the body freely: CREATE OR REPLACE swaps it in one transaction for every instance.
-- - A new signature (arguments or OUT columns) is a new function: another name, or an overload
--   that no existing call can also match, added beside this one. The old one stays until a later
--   migration drops it, once no instance that calls it runs.
-- - The file defines functions of its own name only; the step fingerprints them all.
CREATE OR REPLACE FUNCTION enqueue_job(p_name text, p_data jsonb, p_priority int) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  job_id uuid;
BEGIN
  INSERT INTO pgboss.job (name, data, priority, start_after, expire_seconds, deletion_seconds, keep_until,
                          retry_limit, retry_delay, retry_backoff, retry_delay_max, policy, dead_letter,
                          heartbeat_seconds)
  SELECT q.name, p_data, p_priority, now(), q.expire_seconds, q.deletion_seconds,
         now() + q.retention_seconds * interval '1s',
         q.retry_limit, q.retry_delay, q.retry_backoff, q.retry_delay_max, q.policy, q.dead_letter,
         q.heartbeat_seconds
    FROM pgboss.queue q
   WHERE q.name = p_name
  RETURNING id INTO job_id;
  RETURN job_id;
END
$$;
