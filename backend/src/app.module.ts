import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './metrics/metrics.module';
import { QueueModule } from './queue/queue.module';
import { WebModule } from './web/web.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        ThrottlerModule.forRoot({
          throttlers: [
            { name: 'default', limit: config.throttle.defaultLimit, ttl: config.throttle.defaultWindowSeconds * 1000 },
          ],
        }),
        DatabaseModule,
        QueueModule,
        MetricsModule,
        MailModule,
        HealthModule,
        // Last: its catch-all route serves the SPAs for every path no API route claimed.
        WebModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
    };
  }
}
