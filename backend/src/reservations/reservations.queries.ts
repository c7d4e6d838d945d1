import { EntityManager } from 'typeorm';

/*
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
