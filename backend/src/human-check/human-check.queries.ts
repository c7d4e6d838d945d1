import type { EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows';

/**
 * Whether the token's use is already recorded. On the reservation's hot path: one plain statement,
 * as the repository's `existsBy` builds a query of its own on every call and cost more than the
 * lookup itself.
 */
export async function isTokenUseRecorded(manager: EntityManager, id: string): Promise<boolean> {
  const [row] = returnedRows<{ spent: boolean }>(
    await manager.query('SELECT EXISTS (SELECT 1 FROM human_check_uses WHERE id = $1) AS spent', [id]),
  );
  return row.spent;
}
