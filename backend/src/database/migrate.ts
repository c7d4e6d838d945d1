import { DataSource } from 'typeorm';
import { applyFunctionFiles, functionDrift } from './functions';
import { lockMigrations, unlockMigrations } from './migrate.queries';

/**
 * Applies pending migrations, then the function files that changed (see functions.ts), while
 * holding a session advisory lock, so several instances starting at once apply each exactly once.
 * Answers the migrations and function files applied.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await lockMigrations(runner);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const functions = await applyFunctionFiles(runner);
    return [...applied.map((m) => m.name), ...functions];
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

/** Function files the database does not run as written (see functionDrift); empty when they agree. */
export async function pendingFunctionChanges(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    return await functionDrift(runner);
  } finally {
    await runner.release();
  }
}
