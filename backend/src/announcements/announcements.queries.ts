import { DEFAULT_LOCALE, isLocale, type AnnouncementTranslations, type Locale, type RecipientState } from '@gameshift/contracts';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows';
import { notSuppressedSql } from '../suppressions';

/*
 * The hand-written statements of announcements: the audience, fixed set-based, and the settling
 * of recipients in groups. `$key` parameters carry SUPPRESSION_KEY (see notSuppressedSql).
 */

/** Confirmed reservations whose address is not suppressed: an announcement's audience. */
const AUDIENCE = `FROM reservations r WHERE r.is_verified AND ${notSuppressedSql('r.email_canonical', '$1')}`;

export async function audienceSize(manager: EntityManager, key: string): Promise<number> {
  const [{ count }] = await manager.query<Array<{ count: number }>>(`SELECT count(*)::int AS count ${AUDIENCE}`, [key]);
  return count;
}

/** The audience by the language each reservation was made in, in one statement; a language no one chose is left out. */
export async function audienceByLocale(manager: EntityManager, key: string): Promise<Partial<Record<Locale, number>>> {
  const rows = await manager.query<Array<{ locale: string; count: number }>>(
    `SELECT r.locale, count(*)::int AS count ${AUDIENCE} GROUP BY r.locale`,
    [key],
  );
  const byLocale: Partial<Record<Locale, number>> = {};
  for (const { locale, count } of rows) {
    // As the consumer reads it: a language that is not the site's gets the English copy.
    const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
    byLocale[language] = (byLocale[language] ?? 0) + count;
  }
  return byLocale;
}

/** Fixes the audience of a send in one statement: who confirms later is not added. Answers its size. */
export async function fixAudience(manager: EntityManager, announcementId: string, key: string): Promise<number> {
  const [{ count }] = await manager.query<Array<{ count: number }>>(
    `WITH fixed AS (
       INSERT INTO announcement_recipients (announcement_id, reservation_id)
       SELECT $2::uuid, r.id ${AUDIENCE}
       ON CONFLICT DO NOTHING RETURNING 1
     ) SELECT count(*)::int AS count FROM fixed`,
    [key, announcementId],
  );
  return count;
}

/** A range of a send's queued recipients, in key order: what one batch job owns. */
export interface RecipientRange {
  first: string;
  last: string;
  copies: number;
}

/**
 * The next ranges of a send's recipients still queued after `after` (a reservation id; null: from
 * the first), `copies` recipients each, at most `ranges` of them: one walk of the primary key.
 */
export async function nextRanges(
  manager: EntityManager,
  announcementId: string,
  after: string | null,
  copies: number,
  ranges: number,
): Promise<RecipientRange[]> {
  // Two statements rather than one with `$4 IS NULL OR …`, which would keep the key's range from the index scan.
  const from = after === null ? '' : 'AND reservation_id > $4::uuid';
  return manager.query<RecipientRange[]>(
    `WITH page AS (
       SELECT reservation_id, (row_number() OVER (ORDER BY reservation_id) - 1) / $2::int AS range
         FROM (SELECT reservation_id FROM announcement_recipients
                WHERE announcement_id = $1::uuid AND state = 'queued' ${from}
                ORDER BY reservation_id LIMIT $2::int * $3::int) next
     )
     SELECT (array_agg(reservation_id ORDER BY reservation_id))[1]::text AS first,
            (array_agg(reservation_id ORDER BY reservation_id DESC))[1]::text AS last, count(*)::int AS copies
       FROM page GROUP BY range ORDER BY range`,
    after === null ? [announcementId, copies, ranges] : [announcementId, copies, ranges, after],
  );
}

/**
 * A sending announcement whose jobs are still being queued, locked for one batch of the caller's
 * transaction; null when it is not (paused, cancelled, done) or another instance is queuing it now.
 */
export async function lockQueuing(manager: EntityManager, id: string): Promise<{ generation: number; queue_cursor: string | null } | null> {
  const rows = await manager.query<Array<{ generation: number; queue_cursor: string | null }>>(
    `SELECT generation, queue_cursor FROM announcements WHERE id = $1 AND status = 'sending' AND queuing FOR UPDATE SKIP LOCKED`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Brings the planner's figures for the recipients up to date. Right after an audience of many
 * thousands is fixed they still describe the table before it, and the planner would then sort
 * every queued recipient for each batch instead of walking the primary key from the cursor.
 */
export async function analyzeRecipients(manager: EntityManager): Promise<void> {
  await manager.query('ANALYZE announcement_recipients');
}

/** Records how far a send's jobs are queued, with the batch that queued them; null `last`: all of them. */
export async function advanceQueue(manager: EntityManager, id: string, last: string | null): Promise<void> {
  await manager.query(`UPDATE announcements SET queue_cursor = $2, queuing = $3 WHERE id = $1`, [id, last, last !== null]);
}

/** Sending announcements whose jobs are not all queued yet: an instance died between batches, or one runs now. */
export async function unqueuedSends(manager: EntityManager): Promise<string[]> {
  const rows = await manager.query<Array<{ id: string }>>(`SELECT id FROM announcements WHERE status = 'sending' AND queuing`);
  return rows.map((r) => r.id);
}

/** Notes that these sends settled copies just now. */
export async function noteProgress(manager: EntityManager, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await manager.query(`UPDATE announcements SET last_progress_at = now() WHERE id = ANY($1::uuid[]) AND status = 'sending'`, [ids]);
}

/** Seconds since the sending announcement that has waited longest settled a copy (or started); 0 when none is sending. */
export async function stalledSeconds(manager: EntityManager): Promise<number> {
  const [{ seconds }] = await manager.query<Array<{ seconds: number }>>(
    `SELECT COALESCE(max(EXTRACT(EPOCH FROM now() - COALESCE(last_progress_at, started_at))), 0)::float8 AS seconds
       FROM announcements WHERE status = 'sending'`,
  );
  return Math.max(0, seconds);
}

export type RecipientCounts = Record<'recipients' | RecipientState, number> & {
  /** When the last of the copies counted settled; null while none has. */
  last_settled_at: Date | null;
};

/**
 * What became of each send's copies, with when the last one settled, read in one statement: the
 * time and the counts then describe the same moment, so a time never stands beside 0 settled.
 */
export async function recipientCounts(manager: EntityManager, ids: string[]): Promise<Map<string, RecipientCounts>> {
  const rows = await manager.query<Array<RecipientCounts & { id: string }>>(
    `SELECT announcement_id AS id, count(*)::int AS recipients,
            count(*) FILTER (WHERE state = 'queued')::int AS queued, count(*) FILTER (WHERE state = 'sent')::int AS sent,
            count(*) FILTER (WHERE state = 'failed')::int AS failed, count(*) FILTER (WHERE state = 'bounced')::int AS bounced,
            count(*) FILTER (WHERE state = 'skipped')::int AS skipped,
            max(settled_at) FILTER (WHERE state <> 'queued') AS last_settled_at
       FROM announcement_recipients WHERE announcement_id = ANY($1::uuid[]) GROUP BY announcement_id`,
    [ids],
  );
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

/** What a batch needs to send a copy: the recipient's row, its announcement and its reservation. */
export interface RecipientToSend {
  announcement_id: string;
  reservation_id: string;
  state: RecipientState;
  status: string;
  generation: number;
  subject: string;
  body: string;
  translations: AnnouncementTranslations;
  email: string | null;
  handle: string | null;
  /** The reservation's language; null once it is erased. */
  locale: string | null;
}

/** The recipients of a batch's range still queued, in key order, with what their copies need. */
export async function recipientsToSend(
  manager: EntityManager,
  announcementId: string,
  range: { first: string; last: string },
): Promise<RecipientToSend[]> {
  return manager.query<RecipientToSend[]>(
    `SELECT ar.announcement_id, ar.reservation_id, ar.state, a.status, a.generation, a.subject, a.body, a.translations,
            r.email, r.gameshift_id AS handle, r.locale
       FROM announcement_recipients ar
       JOIN announcements a ON a.id = ar.announcement_id
       LEFT JOIN reservations r ON r.id = ar.reservation_id
      WHERE ar.announcement_id = $1::uuid AND ar.reservation_id BETWEEN $2::uuid AND $3::uuid AND ar.state = 'queued'
      ORDER BY ar.reservation_id`,
    [announcementId, range.first, range.last],
  );
}

/** The generation a send is in while it is sending; null once it is not (paused, cancelled, done). */
export async function sendingGeneration(manager: EntityManager, announcementId: string): Promise<number | null> {
  const rows = await manager.query<Array<{ generation: number }>>(
    `SELECT generation FROM announcements WHERE id = $1 AND status = 'sending'`,
    [announcementId],
  );
  return rows[0]?.generation ?? null;
}

/** Settles recipients still queued; answers how many changed. */
export async function settleRecipients(manager: EntityManager, keys: Array<[string, string]>, state: RecipientState): Promise<number> {
  if (keys.length === 0) return 0;
  const result: unknown = await manager.query(
    `UPDATE announcement_recipients ar SET state = $3, settled_at = now()
       FROM unnest($1::uuid[], $2::uuid[]) AS k(announcement_id, reservation_id)
      WHERE ar.announcement_id = k.announcement_id AND ar.reservation_id = k.reservation_id AND ar.state = 'queued'
     RETURNING 1`,
    [keys.map((k) => k[0]), keys.map((k) => k[1]), state],
  );
  return returnedRows(result).length;
}

/** Marks sending announcements with no recipient left queued as sent. */
export async function finishSettled(manager: EntityManager, ids: string[]): Promise<string[]> {
  const result: unknown = await manager.query(
    `UPDATE announcements a SET status = 'sent', finished_at = now()
      WHERE a.id = ANY($1::uuid[]) AND a.status = 'sending'
        AND NOT EXISTS (SELECT 1 FROM announcement_recipients ar WHERE ar.announcement_id = a.id AND ar.state = 'queued')
     RETURNING a.id`,
    [ids],
  );
  return returnedRows<{ id: string }>(result).map((r) => r.id);
}

/** Skips every recipient still queued: a cancelled send. */
export async function skipQueued(manager: EntityManager, announcementId: string): Promise<number> {
  const result: unknown = await manager.query(
    `UPDATE announcement_recipients SET state = 'skipped', settled_at = now() WHERE announcement_id = $1 AND state = 'queued' RETURNING 1`,
    [announcementId],
  );
  return returnedRows(result).length;
}

/** Scheduled announcements whose time has come, locked for the caller's transaction; another instance skips them. */
export async function dueScheduled(manager: EntityManager): Promise<string[]> {
  const rows = await manager.query<Array<{ id: string }>>(
    `SELECT id FROM announcements WHERE status = 'scheduled' AND send_at <= now() ORDER BY send_at LIMIT 10 FOR UPDATE SKIP LOCKED`,
  );
  return rows.map((r) => r.id);
}

/** Raises the generation (and sets what `set` says); answers the new one, or null when `where` matched nothing. */
export async function nextGeneration(
  manager: EntityManager,
  id: string,
  set: string,
  where = 'true',
  params: unknown[] = [],
): Promise<number | null> {
  const result: unknown = await manager.query(
    `UPDATE announcements SET generation = generation + 1, ${set} WHERE id = $1 AND ${where} RETURNING generation`,
    [id, ...params],
  );
  return returnedRows<{ generation: number }>(result)[0]?.generation ?? null;
}
