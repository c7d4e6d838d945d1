import { Logger } from '@nestjs/common';
import type { PgBoss } from 'pg-boss';
import { DataSource, EntityManager } from 'typeorm';
import { lockMigrations, unlockMigrations } from '../database/migrate.queries';
import { dropSchema, owedJobs, QUEUE_SCHEMA, queueSchemaVersion, renameSchema, schemaExists, transactionalDb } from './queue.queries';

/*
 * The move from pg-boss 10. pg-boss 12 does not migrate 10's schema (version 24; it takes 25 and
 * later): at start, under the migration lock, an instance that finds it renames it aside, pg-boss 12
 * installs afresh, and once the outbox has defined its queues the jobs still owed (waiting, or taken
 * by an instance that is gone) are queued again through pg-boss's insert and the old schema dropped,
 * in one transaction. Instances starting together wait for the lock, and find the work done.
 */

const ASIDE = 'pgboss_v10';
/** The oldest schema version pg-boss 12 takes as its own. */
const FIRST_TAKEN_VERSION = 25;
/** Jobs queued again per insert. */
const MOVE_BATCH = 5000;

const logger = new Logger('QueueUpgrade');

/** Runs `work` on the one connection that holds the migration lock: a pool of one has no other. */
async function underMigrationLock<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await lockMigrations(runner);
    return await work(runner.manager);
  } finally {
    await unlockMigrations(runner).catch(() => undefined);
    await runner.release();
  }
}

/** Renames pg-boss 10's schema aside, before pg-boss 12 starts; true when it did. */
export async function setAsideVersion10(dataSource: DataSource): Promise<boolean> {
  return underMigrationLock(dataSource, async (manager) => {
    const version = await queueSchemaVersion(manager, QUEUE_SCHEMA);
    if (version === null || version >= FIRST_TAKEN_VERSION) return false;
    await renameSchema(manager, QUEUE_SCHEMA, ASIDE);
    return true;
  });
}

/**
 * Queues the jobs pg-boss 10 still owed in pg-boss 12, each as it was (its data, its priority, the
 * time its message was first queued), and drops the old schema; answers how many moved. A job of a
 * queue this app no longer defines is left behind, and said so.
 */
export async function moveVersion10Jobs(dataSource: DataSource, boss: PgBoss, queues: ReadonlySet<string>): Promise<number> {
  return underMigrationLock(dataSource, async (locked) => {
    if (!(await schemaExists(locked, ASIDE))) return 0;
    return locked.transaction(async (manager) => {
      const owed = await owedJobs(manager, ASIDE);
      const db = transactionalDb(manager);
      let moved = 0;
      for (const name of new Set(owed.map((job) => job.name))) {
        const jobs = owed.filter((job) => job.name === name);
        if (!queues.has(name)) {
          logger.error({ queue: name, jobs: jobs.length }, 'jobs of pg-boss 10 for a queue this app does not define are left behind');
          continue;
        }
        for (let i = 0; i < jobs.length; i += MOVE_BATCH) {
          const batch = jobs.slice(i, i + MOVE_BATCH).map(({ data, priority, created_on }) => {
            // The lease pg-boss 10's jobs carried is of no use to pg-boss 12's heartbeats.
            const { heldBy: _heldBy, ...rest } = data ?? {};
            return { data: { ...rest, queuedAt: rest.queuedAt ?? created_on.toISOString() }, priority };
          });
          await boss.insert(name, batch, { db });
        }
        moved += jobs.length;
      }
      await dropSchema(manager, ASIDE);
      logger.warn({ moved }, 'the jobs pg-boss 10 still owed are queued in pg-boss 12, and its schema is dropped');
      return moved;
    });
  });
}
