import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../common/error-body.dto';
import { Public } from '../common/public.decorator';
import { AnalyticsService } from './analytics.service';
import { EventsAcceptedDto, EventsDto } from './dto/events.dto';

/** A browser that asks not to be tracked (Do Not Track, Global Privacy Control) is not counted. */
function declinesTracking(request: FastifyRequest): boolean {
  return request.headers['dnt'] === '1' || request.headers['sec-gpc'] === '1';
}

@ApiTags('analytics')
@Public()
@Controller('api')
export class EventsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post('events')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Count page views and journey steps of the public site; no cookie is set and neither address nor user agent is kept',
  })
  @ApiAcceptedResponse({
    type: EventsAcceptedDto,
    description: 'Taken (or, with DNT: 1 or Sec-GPC: 1, ignored); written within ANALYTICS_FLUSH_S',
  })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'An event with an unknown name, a missing path or an over-long field: nothing is counted',
  })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  async record(@Body() body: EventsDto, @Req() request: FastifyRequest): Promise<EventsAcceptedDto> {
    if (declinesTracking(request)) return { accepted: 0 };
    const userAgent = request.headers['user-agent'];
    await this.analytics.record(body.events, { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined });
    return { accepted: body.events.length };
  }
}
