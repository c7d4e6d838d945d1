import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * TypeORM's messages through the app's logger. A failed statement is logged with its SQL (which
 * holds only placeholders) and never its parameters, which carry emails, handles and token hashes;
 * TypeORM's own loggers print both. Statements and TypeORM's chatter (the migrations it found and
 * ran, its schema steps) are logged only with LOG_SQL: otherwise they bury the lines a developer
 * looks for, and the start already says which migrations it applied.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  constructor(private readonly logSql = false) {}

  logQuery(query: string): void {
    if (this.logSql) this.logger.log({ query }, 'sql');
  }

  logQueryError(error: string | Error, query: string): void {
    this.logger.error({ err: error, query }, 'database query failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ ms: time, query }, 'slow database query');
  }

  logSchemaBuild(message: string): void {
    if (this.logSql) this.logger.log(message);
  }

  logMigration(message: string): void {
    if (this.logSql) this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn({ detail: String(message) }, 'database warning');
    else if (this.logSql) this.logger.log({ detail: String(message) });
  }
}
