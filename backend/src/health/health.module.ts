import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { LimitsHealthIndicator } from './limits.health';
import { QueueHealthIndicator } from './queue.health';

@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [QueueHealthIndicator, LimitsHealthIndicator],
})
export class HealthModule {}
