import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../common/public.decorator';
import { LimitsHealthIndicator } from './limits.health';
import { QueueHealthIndicator } from './queue.health';

@ApiTags('operations')
@Public()
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly queue: QueueHealthIndicator,
    private readonly limits: LimitsHealthIndicator,
  ) {}

  /** The process answers: nothing else is checked, so an orchestrator never restarts it for a slow database. */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  ready() {
    return this.health.check([
      () => this.db.pingCheck('database', { timeout: 3000 }),
      () => this.queue.check('queue'),
      () => this.limits.check('limits'),
    ]);
  }
}
