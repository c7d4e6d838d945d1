import type { EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows';

/*
 * The statements of an erasure that need PostgreSQL itself: the address taken out of the JSON
 * details the audit log and the violation records keep.
 */

/**
 * Drops, from the top level of `column` in `table`, every value whose text holds the address
 * (compared in lower case), and every `email` key of the rows about `target`. The rows stay: the
 * audit log still says that something happened, and by whom.
 */
export async function scrubAddress(
  manager: EntityManager,
  table: 'admin_audit' | 'security_violations',
  column: 'details' | 'violation_data',
  address: string,
  target: string | null,
): Promise<number> {
  const targetCondition = table === 'admin_audit' ? 'OR target = $2' : '';
  const result: unknown = await manager.query(
    `UPDATE ${table} t
        SET ${column} = COALESCE((SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(t.${column}) e
                                   WHERE strpos(lower(e.value::text), $1) = 0
                                     AND NOT (e.key = 'email' AND ${table === 'admin_audit' ? 't.target = $2' : 'false'})), '{}'::jsonb)
      WHERE strpos(lower(t.${column}::text), $1) > 0 ${targetCondition}
      RETURNING 1`,
    table === 'admin_audit' ? [address.toLowerCase(), target] : [address.toLowerCase()],
  );
  return returnedRows(result).length;
}
