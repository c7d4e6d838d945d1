import type { QueryRunner } from 'typeorm';

/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_KEY = 7_284_613_001;

/** A session advisory lock on the runner's connection: one instance at a time applies migrations. */
export async function lockMigrations(runner: QueryRunner): Promise<void> {
  await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
}

export async function unlockMigrations(runner: QueryRunner): Promise<void> {
  await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
}
