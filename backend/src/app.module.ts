import { DynamicModule, Logger, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { CommonModule } from './common/common.module';
import { AppThrottlerGuard, throttlers } from './limits/throttle';
import { AdminModule } from './admin/admin.module';
import { AnnouncementsModule } from './announcements/announcements.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { AppConfig } from './config/app-config';
import { ArticlesModule } from './articles/articles.module';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { GameApiModule } from './game-api/game-api.module';
import { HealthModule } from './health/health.module';
import { HousekeepingModule } from './housekeeping/housekeeping.module';
import { HumanCheckModule } from './human-check/human-check.module';
import { LimitStorage } from './common/limit-store/limit-storage';
import { LimitsModule } from './limits/limits.module';
import { ManageModule } from './manage/manage.module';
import { MailModule } from './mail/mail.module';
import { MediaModule } from './media/media.module';
import { MetricsModule } from './metrics/metrics.module';
import { QueueModule } from './queue/queue.module';
import { ReservationsModule } from './reservations/reservations.module';
import { SecurityModule } from './security/security.module';
import { SuppressionsModule } from './suppressions/suppressions.module';
import { TweetsModule } from './tweets/tweets.module';
import { WebModule } from './web/web.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const limits = new LimitStorage(config.redisUrl, new Logger('Limits'));
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        CommonModule,
        LimitsModule.forRoot(limits),
        ThrottlerModule.forRoot({ throttlers: throttlers(config), storage: limits }),
        DatabaseModule,
        QueueModule,
        MetricsModule,
        MailModule,
        HealthModule,
        SecurityModule,
        HumanCheckModule,
        ReservationsModule,
        AnalyticsModule,
        HousekeepingModule,
        ArticlesModule,
        TweetsModule,
        AuditModule,
        AuthModule,
        AdminModule,
        SuppressionsModule,
        AnnouncementsModule,
        WebhooksModule,
        ApiKeysModule,
        GameApiModule,
        ManageModule,
        MediaModule,
        // Last: its catch-all route serves the SPAs for every path no API route claimed.
        WebModule,
      ],
      // The admission bound comes before every guard, as an onRequest hook (app.factory.ts): a request shed for load counts against no limit.
      providers: [{ provide: APP_GUARD, useClass: AppThrottlerGuard }],
    };
  }
}
