import { DataSource } from 'typeorm';
import { lockMigrations, unlockMigrations } from './migrate.queries';

/**
 * Applies pending migrations while holding a session advisory lock, so several instances
 * starting at once apply each migration exactly once.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await lockMigrations(runner);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await unlockMigrations(runner).catch(() => undefined);
    await runner.release();
  }
}

/** SQL the entities need that the migrations do not provide; empty when they agree. */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map((q) => q.query);
}
