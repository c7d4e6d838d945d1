import * as path from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { DatabaseLogger } from './database-logger';
import { ENTITIES } from './entities';

export interface DatabaseSettings {
  url: string;
  poolSize?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  applicationName?: string;
  /** Log every statement and TypeORM's migration chatter (LOG_SQL); off, only failures and warnings. */
  logSql?: boolean;
}

/** One definition of the connection, shared by the app and the migration CLI. */
export function dataSourceOptions(settings: DatabaseSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    entities: ENTITIES,
    migrations: [path.join(__dirname, 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; extensions are created by migrations only.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: settings.logSql ? 'all' : ['error', 'warn'],
    logger: new DatabaseLogger(settings.logSql ?? false),
    poolSize: settings.poolSize ?? 10,
    applicationName: settings.applicationName ?? 'gameshift',
    connectTimeoutMS: settings.connectTimeoutMs ?? 5000,
    extra: {
      statement_timeout: settings.statementTimeoutMs ?? 10_000,
      idle_in_transaction_session_timeout: 60_000,
      idleTimeoutMillis: 30_000,
    },
  };
}
