import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'Liveness: 200 whenever the process answers' })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] } })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: 200 when the database, the queue and the limit store answer, else 503 naming which did not' })
  ready() {
    return this.health.check([
      () => this.db.pingCheck('database', { timeout: 3000 }),
      () => this.queue.check('queue'),
      () => this.limits.check('limits'),
    ]);
  }
}
