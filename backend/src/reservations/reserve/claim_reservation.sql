-- claim_reservation: the claim of a handle, the hot path of launch day, in one call to PostgreSQL.
-- Called with named arguments from claims.queries.ts.
--
-- It spends the human token, then, in a block of its own that rolls back alone, withdraws the
-- browser's earlier reservation, takes the locks in the order every writer uses (handle, client,
-- email), checks the handle's holds (an erased reservation's handle, in released_handles, among
-- them) and the client's pending count, inserts the claim the exclusion constraints judge (with
-- the source of the visit and the language of the visitor's page), records the privacy notice the
-- visitor was shown (p_consent: {date, hash, language}, or null when the site keeps none), and queues
-- its confirmation email through enqueue_job. A refusal undoes the block but not the spent token:
-- every attempt that reaches the claim costs a played game. All of it is one statement, so a claim
-- commits once and never holds a transaction open between round trips. Outcomes: 'created' (with the reservation's id),
-- 'token_spent', 'handle_taken', 'too_many_pending', or 'conflict' with the violated constraint's
-- name. The hashes arrive as bpchar, the type of the columns they are looked up in, so those
-- lookups use their indexes.
--
-- How to change it safely (this file is applied by the repeatable step in
-- backend/src/database/functions.ts whenever its checksum changes, while older instances may still
-- be running during a rolling deploy):
-- - Edit the body freely: CREATE OR REPLACE swaps it in one transaction for every instance.
-- - A new signature (arguments or OUT columns) is a new function: another name, or an overload
--   that no existing call can also match, added beside this one. The old one stays until a later
--   migration drops it, once no instance that calls it runs.
-- - The file defines functions of its own name only; the step fingerprints them all.
CREATE OR REPLACE FUNCTION claim_reservation(
  p_token_use text, p_replaces_hash bpchar,
  p_handle text, p_email text, p_email_canonical text, p_client_key text, p_manage_key_hash text,
  p_now timestamptz, p_hold_until timestamptz, p_until timestamptz, p_pending_cap int,
  p_mail_queue text, p_mail jsonb, p_mail_priority int, p_attribution jsonb,
  p_locale text, p_consent jsonb,
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
    IF EXISTS (SELECT 1 FROM reservations WHERE gameshift_id = p_handle AND (is_verified OR hold_until > p_now))
       OR EXISTS (SELECT 1 FROM released_handles WHERE handle = p_handle AND held_until > p_now) THEN
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
                              source, referrer_host, utm_source, utm_medium, utm_campaign, landing, locale)
    VALUES (p_email, p_email_canonical, p_handle, p_now, p_until, p_hold_until,
            p_now, p_now, p_now, p_client_key, p_manage_key_hash,
            p_attribution->>'source', p_attribution->>'referrer_host', p_attribution->>'utm_source',
            p_attribution->>'utm_medium', p_attribution->>'utm_campaign', p_attribution->>'landing', p_locale)
    RETURNING id INTO reservation_id;
    IF p_consent IS NOT NULL THEN
      INSERT INTO reservation_consents (reservation_id, notice_date, notice_hash, language, accepted_at)
      VALUES (reservation_id, (p_consent->>'date')::date, p_consent->>'hash', p_consent->>'language', p_now);
    END IF;
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
$$;

-- The signature before the language and the notice travelled as arguments, for instances of the
-- previous release during a rolling deploy: they record both themselves, after it returns. A later
-- migration drops it.
CREATE OR REPLACE FUNCTION claim_reservation(
  p_token_use text, p_replaces_hash bpchar,
  p_handle text, p_email text, p_email_canonical text, p_client_key text, p_manage_key_hash text,
  p_now timestamptz, p_hold_until timestamptz, p_until timestamptz, p_pending_cap int,
  p_mail_queue text, p_mail jsonb, p_mail_priority int, p_attribution jsonb,
  OUT outcome text, OUT reservation_id uuid, OUT conflict text)
LANGUAGE sql AS $$
  SELECT * FROM claim_reservation(
    p_token_use => p_token_use, p_replaces_hash => p_replaces_hash, p_handle => p_handle, p_email => p_email,
    p_email_canonical => p_email_canonical, p_client_key => p_client_key, p_manage_key_hash => p_manage_key_hash,
    p_now => p_now, p_hold_until => p_hold_until, p_until => p_until, p_pending_cap => p_pending_cap,
    p_mail_queue => p_mail_queue, p_mail => p_mail, p_mail_priority => p_mail_priority,
    p_attribution => p_attribution, p_locale => 'en', p_consent => NULL)
$$;
