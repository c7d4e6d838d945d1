import { EntityManager } from 'typeorm';

/**
 * Serialises writers competing for one handle or one email. Exclusion constraints alone let
 * concurrent inserters wait on each other's uncommitted rows and deadlock; with these
 * transaction-scoped locks, always taken handle first, each waits its turn and then meets the
 * winner's committed row as a clean constraint violation.
 */
export async function lockClaims(manager: EntityManager, handle: string, emailCanonical: string): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('handle:' || $1)), pg_advisory_xact_lock(hashtext('email:' || $2))", [
    handle,
    emailCanonical,
  ]);
}
