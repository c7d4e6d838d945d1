import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { LimitsHealthIndicator } from './limits.health';
import { QueueHealthIndicator } from './queue.health';
import { ReadinessService } from './readiness.service';

@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [QueueHealthIndicator, LimitsHealthIndicator, ReadinessService],
})
export class HealthModule {}
