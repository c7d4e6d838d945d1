import type { AnalyticsEvent, JourneyCounts, TrafficSource, VisitorsPerDay } from '@gameshift/contracts';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Visit, VisitCounter } from './visit-counter';

/** The app's VisitCounter: written every ANALYTICS_FLUSH_S, and once more on the way down. */
@Injectable()
export class AnalyticsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(AnalyticsService.name);
  private readonly counter: VisitCounter;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    clock: Clock,
    dataSource: DataSource,
  ) {
    this.counter = new VisitCounter(
      { publicUrl: config.publicUrl, ipv6Prefix: config.throttle.ipv6Prefix, maxPending: config.analytics.maxPending },
      clock,
      dataSource,
      (message, error) => this.logger.warn({ err: error }, message),
    );
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.counter.flush(), this.config.analytics.flushSeconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.counter.flush();
  }

  record(events: AnalyticsEvent[], visit: Visit): Promise<void> {
    return this.counter.record(events, visit);
  }

  visitorsPerDay(days: number): Promise<VisitorsPerDay> {
    return this.counter.visitorsPerDay(days);
  }

  sources(days: number): Promise<TrafficSource[]> {
    return this.counter.sources(days);
  }

  journey(days: number): Promise<JourneyCounts> {
    return this.counter.journey(days);
  }
}
