import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { dataSourceOptions } from './data-source-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions({
          url: config.database.url,
          poolSize: config.database.poolSize,
          connectTimeoutMs: config.database.connectTimeoutMs,
          statementTimeoutMs: config.database.statementTimeoutMs,
          logSql: config.database.logSql,
        }),
        // A dropped connection must surface as a failed query, never crash the process.
        extra: {
          ...dataSourceOptions({ url: config.database.url }).extra,
          statement_timeout: config.database.statementTimeoutMs,
        },
        retryAttempts: 3,
        retryDelay: 1000,
      }),
    }),
  ],
})
export class DatabaseModule {}
