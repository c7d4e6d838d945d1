import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The two writes of launch day, each one call to PostgreSQL: claiming a handle and confirming it.
 *
 * `enqueue_job` is pg-boss 10's own insert of a job with no options of its own (the queue's
 * retry, expiry and retention apply), so a job can be queued from inside another function. The
 * queue e2e test compares its rows with pg-boss's; an upgrade of pg-boss must keep them equal.
 * The functions are PL/pgSQL so that their tables are looked up when they run: pg-boss creates
 * its schema when the app starts, after the migrations. The hashes arrive as `bpchar`, the type
 * of the columns they are looked up in, so those lookups use their indexes.
 *
 * `claim_reservation` spends the human token, then, in a block of its own that rolls back alone,
 * withdraws the browser's earlier reservation, takes the locks in the order every writer uses
 * (handle, client, email), checks the handle's holds and the client's pending count, inserts the
 * claim the exclusion constraints judge (with the source of the visit), and queues its confirmation email. A refusal undoes the
 * block but not the spent token: every attempt that reaches the claim costs a played game.
 * Outcomes: 'created' (with the reservation's id), 'token_spent', 'handle_taken',
 * 'too_many_pending', or 'conflict' with the violated constraint's name.
 *
 * `confirm_reservation` reads the link's reservation and, when it is unconfirmed and the link
 * unexpired, confirms it under the handle and email locks. It answers the row as it was read,
 * whether it was confirmed now, and the constraint a lost race violated.
 */
export class ClaimInOneCall1795800000000 implements MigrationInterface {
  name = 'ClaimInOneCall1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION enqueue_job(p_name text, p_data jsonb, p_priority int) RETURNS uuid
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
      $$`);

    await queryRunner.query(`
      CREATE FUNCTION claim_reservation(
        p_token_use text, p_replaces_hash bpchar,
        p_handle text, p_email text, p_email_canonical text, p_client_key text, p_manage_key_hash text,
        p_now timestamptz, p_hold_until timestamptz, p_until timestamptz, p_pending_cap int,
        p_mail_queue text, p_mail jsonb, p_mail_priority int, p_attribution jsonb,
        OUT outcome text, OUT reservation_id uuid, OUT conflict text)
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO human_check_uses (id) VALUES (p_token_use) ON CONFLICT DO NOTHING;
        IF NOT FOUND THEN
          outcome := 'token_spent';
          RETURN;
        END IF;
        BEGIN
          IF p_replaces_hash IS NOT NULL THEN
            DELETE FROM reservations WHERE manage_key_hash = p_replaces_hash AND NOT is_verified;
          END IF;
          PERFORM pg_advisory_xact_lock(hashtext('handle:' || p_handle));
          IF EXISTS (SELECT 1 FROM reservations WHERE gameshift_id = p_handle AND (is_verified OR hold_until > p_now)) THEN
            RAISE EXCEPTION USING ERRCODE = 'GS409', MESSAGE = 'handle_taken';
          END IF;
          PERFORM pg_advisory_xact_lock(hashtext('client:' || p_client_key));
          IF (SELECT count(*) FROM reservations
               WHERE client_key = p_client_key AND NOT is_verified AND claim_until > p_now) >= p_pending_cap THEN
            RAISE EXCEPTION USING ERRCODE = 'GS409', MESSAGE = 'too_many_pending';
          END IF;
          PERFORM pg_advisory_xact_lock(hashtext('email:' || p_email_canonical));
          INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until,
                                    last_sent_at, sent_window_start, created_at, client_key, manage_key_hash,
                                    source, referrer_host, utm_source, utm_medium, utm_campaign, landing)
          VALUES (p_email, p_email_canonical, p_handle, p_now, p_until, p_hold_until,
                  p_now, p_now, p_now, p_client_key, p_manage_key_hash,
                  p_attribution->>'source', p_attribution->>'referrer_host', p_attribution->>'utm_source',
                  p_attribution->>'utm_medium', p_attribution->>'utm_campaign', p_attribution->>'landing')
          RETURNING id INTO reservation_id;
          IF enqueue_job(p_mail_queue,
                         jsonb_set(p_mail, '{params,reservationId}', to_jsonb(reservation_id::text)),
                         p_mail_priority) IS NULL THEN
            RAISE EXCEPTION 'no queue named %', p_mail_queue;
          END IF;
          outcome := 'created';
        EXCEPTION
          WHEN SQLSTATE 'GS409' THEN
            outcome := SQLERRM;
            reservation_id := NULL;
          WHEN exclusion_violation OR unique_violation THEN
            GET STACKED DIAGNOSTICS conflict = CONSTRAINT_NAME;
            outcome := 'conflict';
            reservation_id := NULL;
        END;
      END
      $$`);

    await queryRunner.query(`
      CREATE FUNCTION confirm_reservation(p_token_hash bpchar, p_now timestamptz,
        OUT reservation_id uuid, OUT email text, OUT gameshift_id text, OUT is_verified boolean,
        OUT verified_at timestamptz, OUT expires_at timestamptz, OUT confirmed boolean, OUT conflict text)
      LANGUAGE plpgsql AS $$
      DECLARE
        canonical text;
      BEGIN
        confirmed := false;
        SELECT r.id, r.email, r.gameshift_id, r.is_verified, r.verified_at, l.expires_at, r.email_canonical
          INTO reservation_id, email, gameshift_id, is_verified, verified_at, expires_at, canonical
          FROM verification_links l JOIN reservations r ON r.id = l.reservation_id
         WHERE l.token_hash = p_token_hash;
        -- The same test as precheck()'s 'verifiable'.
        IF NOT FOUND OR is_verified OR verified_at IS NOT NULL OR expires_at <= p_now THEN
          RETURN;
        END IF;
        BEGIN
          PERFORM pg_advisory_xact_lock(hashtext('handle:' || gameshift_id));
          PERFORM pg_advisory_xact_lock(hashtext('email:' || canonical));
          UPDATE reservations
             SET is_verified = true, is_reserved = true, verified_at = p_now, reserved_at = p_now,
                 claim_from = p_now, claim_until = 'infinity', hold_until = 'infinity'
           WHERE id = reservation_id AND NOT reservations.is_verified;
          confirmed := FOUND;
        EXCEPTION
          WHEN exclusion_violation OR unique_violation THEN
            GET STACKED DIAGNOSTICS conflict = CONSTRAINT_NAME;
        END;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION confirm_reservation(bpchar, timestamptz)');
    await queryRunner.query(
      'DROP FUNCTION claim_reservation(text, bpchar, text, text, text, text, text, timestamptz, timestamptz, timestamptz, int, text, jsonb, int, jsonb)',
    );
    await queryRunner.query('DROP FUNCTION enqueue_job(text, jsonb, int)');
  }
}
