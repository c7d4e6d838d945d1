import type { EntityManager } from 'typeorm';

/**
 * Opens a cursor over the rows of `query` (a SELECT with its parameters, in the order to export),
 * in the caller's transaction (REPEATABLE READ, so the pages form one snapshot), and answers a
 * reader of its next `batch` rows: an empty page means the end. Memory stays flat however many
 * rows there are.
 */
export async function reservationsCursor<Row>(
  manager: EntityManager,
  [sql, parameters]: [string, unknown[]],
  batch: number,
): Promise<() => Promise<Row[]>> {
  await manager.query(`DECLARE reservations_export NO SCROLL CURSOR FOR ${sql}`, parameters);
  return () => manager.query(`FETCH ${batch} FROM reservations_export`);
}
