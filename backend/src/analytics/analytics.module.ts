import { Module } from '@nestjs/common';
import { AnalyticsService } from './analytics.service';
import { EventsController } from './events.controller';
import { TrafficController } from './traffic.controller';

/** First-party, cookieless counts of visits and of the reservation journey, and the admin's Traffic figures. */
@Module({
  controllers: [EventsController, TrafficController],
  providers: [AnalyticsService],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
