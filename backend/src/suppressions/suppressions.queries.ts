import { SOFT_BOUNCE_RULE, type SuppressionReason } from '@gameshift/contracts';
import type { EntityManager } from 'typeorm';

/*
 * The hand-written statements of the suppression list: the anti-join an announcement's audience
 * uses, and the writes whose outcome depends on the row already there.
 */

/**
 * The condition an announcement's audience select adds to leave out suppressed addresses, as an
 * anti-join on the keyed hash computed in SQL (pgcrypto's `hmac`, which computes what
 * suppressionHash does in Node): `canonicalColumn` is the reservation's `email_canonical`, and
 * `keyParameter` the placeholder that carries SUPPRESSION_KEY as text, so the set-based
 * INSERT … SELECT of a send needs neither a round trip per address nor a copy of the hash on the
 * reservation rows. The key travels as a bound parameter, never inside the statement's text, so
 * the statement log does not show it.
 */
export function notSuppressedSql(canonicalColumn: string, keyParameter: string): string {
  return `NOT EXISTS (SELECT 1 FROM suppressions s WHERE s.email_hash = hmac(${canonicalColumn}, ${keyParameter}::text, 'sha256'))`;
}

/**
 * Puts an address on the list, or moves it to the person's own reason: an unsubscribe or a
 * complaint outranks a bounce or an owner's entry (only the person may lift it then), never the
 * other way round. True when the list changed, false when it already said as much.
 */
export async function suppressHash(manager: EntityManager, emailHash: Buffer, email: string, reason: SuppressionReason): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    `INSERT INTO suppressions (email_hash, email, reason) VALUES ($1, $2, $3)
     ON CONFLICT (email_hash) DO UPDATE SET reason = EXCLUDED.reason, email = COALESCE(suppressions.email, EXCLUDED.email)
       WHERE suppressions.reason IN ('bounced', 'manual') AND EXCLUDED.reason IN ('unsubscribed', 'complained')
     RETURNING id`,
    [emailHash, email, reason],
  );
  return rows.length > 0;
}

/** Adds an owner's entry; null when the address is already on the list, whatever its reason. */
export async function insertManual(manager: EntityManager, emailHash: Buffer, email: string): Promise<string | null> {
  const rows = await manager.query<Array<{ id: string }>>(
    `INSERT INTO suppressions (email_hash, email, reason) VALUES ($1, $2, 'manual') ON CONFLICT (email_hash) DO NOTHING RETURNING id`,
    [emailHash, email],
  );
  return rows[0]?.id ?? null;
}

/** The soft bounces of one address within the window, the one just recorded included. */
export async function recentSoftBounces(manager: EntityManager, emailHash: Buffer): Promise<number> {
  const [{ count }] = await manager.query<Array<{ count: number }>>(
    `SELECT count(*)::int AS count FROM mail_events
      WHERE email_hash = $1 AND type = 'bounce' AND bounce_type = 'soft'
        AND created_at > now() - make_interval(days => $2)`,
    [emailHash, SOFT_BOUNCE_RULE.windowDays],
  );
  return count;
}

/** Removes an entry only while it still has a reason an owner may lift, so a concurrent unsubscribe is never undone. */
export async function removeLiftable(manager: EntityManager, id: string): Promise<boolean> {
  const rows = await manager.query<unknown[]>(`DELETE FROM suppressions WHERE id = $1 AND reason IN ('bounced', 'manual') RETURNING id`, [
    id,
  ]);
  return rows.length > 0;
}

/**
 * Records a signed event's signature; false when it was recorded before, in a transaction that
 * committed: the event is a copy. A concurrent copy waits on the first one's row and then sees it.
 */
export async function firstSighting(manager: EntityManager, signature: Buffer, validUntil: Date): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    `INSERT INTO mail_event_signatures (signature, valid_until) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING 1`,
    [signature, validUntil],
  );
  return rows.length > 0;
}
