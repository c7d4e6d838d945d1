import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * TypeORM's messages through the app's logger. A failed statement is logged with its SQL (which
 * holds only placeholders) and never its parameters, which carry emails, handles and token hashes;
 * TypeORM's own loggers print both.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {
    // Every statement would be noise, and its parameters personal data.
  }

  logQueryError(error: string | Error, query: string): void {
    this.logger.error({ err: error, query }, 'database query failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ ms: time, query }, 'slow database query');
  }

  logSchemaBuild(message: string): void {
    this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn({ detail: String(message) }, 'database warning');
    else this.logger.debug({ detail: String(message) });
  }
}
