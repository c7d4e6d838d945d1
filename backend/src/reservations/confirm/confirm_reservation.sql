-- confirm_reservation: what confirming a reservation means, for every path that confirms one: a
-- visitor's emailed link (p_token_hash) and an admin's manual verification (p_reservation_id).
-- Called with named arguments from confirm.queries.ts; exactly one of the two is given.
--
-- It reads the reservation and, when it waits for confirmation, confirms it under the handle and
-- email locks (the order every writer uses: handle, then email). A link must also be unexpired and
-- its reservation never confirmed (the same test as precheck()'s 'verifiable'); an admin confirms
-- whatever the age of its links. The answer is the row as it was read, whether this call confirmed
-- it, and the constraint a lost race violated: the database keeps one owner per handle and per email.
--
-- How to change it safely (this file is applied by the repeatable step in
-- backend/src/database/functions.ts whenever its checksum changes, while older instances may still
-- be running during a rolling deploy):
-- - Edit the body freely: CREATE OR REPLACE swaps it in one transaction for every instance.
-- - A new signature (arguments or OUT columns) is a new function: another name, or an overload
--   that no existing call can also match, added beside this one. The old one stays until a later
--   migration drops it, once no instance that calls it runs.
-- - The file defines functions of its own name only; the step fingerprints them all.
CREATE OR REPLACE FUNCTION confirm_reservation(
  p_now timestamptz, p_token_hash bpchar, p_reservation_id uuid,
  OUT reservation_id uuid, OUT email text, OUT gameshift_id text, OUT is_verified boolean,
  OUT verified_at timestamptz, OUT expires_at timestamptz, OUT confirmed boolean, OUT conflict text)
LANGUAGE plpgsql AS $$
DECLARE
  canonical text;
BEGIN
  confirmed := false;
  IF p_token_hash IS NOT NULL THEN
    SELECT r.id, r.email, r.gameshift_id, r.is_verified, r.verified_at, l.expires_at, r.email_canonical
      INTO reservation_id, email, gameshift_id, is_verified, verified_at, expires_at, canonical
      FROM verification_links l JOIN reservations r ON r.id = l.reservation_id
     WHERE l.token_hash = p_token_hash;
    IF NOT FOUND OR is_verified OR verified_at IS NOT NULL OR expires_at <= p_now THEN
      RETURN;
    END IF;
  ELSE
    SELECT r.id, r.email, r.gameshift_id, r.is_verified, r.verified_at, r.email_canonical
      INTO reservation_id, email, gameshift_id, is_verified, verified_at, canonical
      FROM reservations r
     WHERE r.id = p_reservation_id;
    IF NOT FOUND OR is_verified THEN
      RETURN;
    END IF;
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
$$;

-- The link-only signature that instances built before the one above still call (positionally),
-- kept as a door to it so that the rule stays in one place. Drop it in a migration once no
-- instance of that age runs.
CREATE OR REPLACE FUNCTION confirm_reservation(p_token_hash bpchar, p_now timestamptz,
  OUT reservation_id uuid, OUT email text, OUT gameshift_id text, OUT is_verified boolean,
  OUT verified_at timestamptz, OUT expires_at timestamptz, OUT confirmed boolean, OUT conflict text)
LANGUAGE sql AS $$
  SELECT * FROM confirm_reservation(p_now => p_now, p_token_hash => p_token_hash, p_reservation_id => NULL)
$$;
