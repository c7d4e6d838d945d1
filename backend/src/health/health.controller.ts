import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../common/public.decorator';
import { ReadinessService } from './readiness.service';

@ApiTags('operations')
@Public()
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

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
    return this.readiness.check();
  }
}
