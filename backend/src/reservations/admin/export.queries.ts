import type { EntityManager } from 'typeorm';

/**
 * Opens a cursor over every reservation, oldest first, in the caller's transaction (REPEATABLE
 * READ, so the pages form one snapshot), and answers a reader of its next `batch` rows: an empty
 * page means the end. Memory stays flat however many rows there are.
 */
export async function reservationsCursor<Row>(
  manager: EntityManager,
  columns: readonly string[],
  batch: number,
): Promise<() => Promise<Row[]>> {
  await manager.query(
    `DECLARE reservations_export NO SCROLL CURSOR FOR SELECT ${columns.join(', ')} FROM reservations ORDER BY created_at, id`,
  );
  return () => manager.query(`FETCH ${batch} FROM reservations_export`);
}
