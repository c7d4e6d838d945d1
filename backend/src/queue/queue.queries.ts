import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows';

/** pg-boss's own statements, run on the caller's transaction so a job commits with the write that queued it. */
export function transactionalDb(manager: EntityManager): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: returnedRows(await manager.query(text, values)) }),
  };
}
