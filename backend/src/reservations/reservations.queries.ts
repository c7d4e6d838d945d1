import type { EntityManager } from 'typeorm';

/*
 * Every statement of the reservations feature that needs PostgreSQL itself, in one place.
 *
 * Transaction-scoped advisory locks that serialise writers competing for one handle, one client
 * or one email. Exclusion constraints alone let concurrent inserters wait on each other's
 * uncommitted rows and deadlock; with these locks each waits its turn and then meets the winner's
 * committed row. Every transaction takes them in one order (handle, client, email), so two
 * transactions never wait on each other in a circle.
 */

export async function lockHandle(manager: EntityManager, handle: string): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('handle:' || $1))", [handle]);
}

/** Makes counting a client's pending reservations and adding one a single step. */
export async function lockClient(manager: EntityManager, clientKey: string): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('client:' || $1))", [clientKey]);
}

export async function lockEmail(manager: EntityManager, emailCanonical: string): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('email:' || $1))", [emailCanonical]);
}

/** Handle, then email: for writers that do not act for a client. */
export async function lockClaims(manager: EntityManager, handle: string, emailCanonical: string): Promise<void> {
  await lockHandle(manager, handle);
  await lockEmail(manager, emailCanonical);
}

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
