-- enqueue_job: pg-boss 10's own insert of a job with no options of its own (the queue's retry,
-- expiry and retention apply), so that a job can be queued from inside another function in the
-- caller's transaction. backend/test/queue.e2e-spec.ts compares its rows with pg-boss's: an
-- upgrade of pg-boss must keep them equal. PL/pgSQL, so that pgboss.job and pgboss.queue are looked
-- up when it runs: pg-boss creates its schema when the app starts, after the migrations.
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
  INSERT INTO pgboss.job (id, name, data, priority, start_after, dead_letter, expire_in, keep_until,
                          retry_limit, retry_delay, retry_backoff, policy)
  SELECT gen_random_uuid(), q.name, p_data, p_priority, now(), q.dead_letter,
         COALESCE(q.expire_seconds * interval '1s', interval '15 minutes'),
         now() + COALESCE((q.retention_minutes * 60)::text, '14 days')::interval,
         COALESCE(q.retry_limit, 2),
         CASE WHEN COALESCE(q.retry_backoff, false) THEN GREATEST(COALESCE(q.retry_delay, 0), 1)
              ELSE COALESCE(q.retry_delay, 0) END,
         COALESCE(q.retry_backoff, false), q.policy
    FROM pgboss.queue q
   WHERE q.name = p_name
  ON CONFLICT DO NOTHING
  RETURNING id INTO job_id;
  RETURN job_id;
END
$$;
