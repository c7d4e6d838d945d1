import { ANALYTICS } from '@gameshift/contracts';
import { Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { RequiresRole } from '../common/roles.decorator';
import { AdminApiController } from '../common/admin-api/admin-api.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { AnalyticsService } from './analytics.service';
import { DaysPipe, DEFAULT_DAYS } from './days.pipe';
import { JourneyDto, TrafficSourceDto, VisitorsPerDayDto } from './dto/traffic.dto';

const DAYS_QUERY = {
  name: 'days',
  required: false,
  schema: { type: 'integer', minimum: 1, maximum: ANALYTICS.maxDays, default: DEFAULT_DAYS },
  description: 'The last N days, today (UTC) included',
} as const;

/** The Traffic page's figures. */
@AdminApiController('api/admin/stats')
export class TrafficController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('visitors')
  @RequiresRole('traffic', 'read')
  @ApiOperation({ summary: 'Visitors and page views per day' })
  @ApiQuery(DAYS_QUERY)
  @ApiOkResponse({ type: VisitorsPerDayDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  visitors(@Query('days', DaysPipe) days: number): Promise<VisitorsPerDayDto> {
    return this.analytics.visitorsPerDay(days);
  }

  @Get('sources')
  @RequiresRole('traffic', 'read')
  @ApiOperation({ summary: 'Visitors, reservations and confirmations per source (campaign, referring host or direct)' })
  @ApiQuery(DAYS_QUERY)
  @ApiOkResponse({ type: [TrafficSourceDto] })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  sources(@Query('days', DaysPipe) days: number): Promise<TrafficSourceDto[]> {
    return this.analytics.sources(days);
  }

  @Get('journey')
  @RequiresRole('traffic', 'read')
  @ApiOperation({ summary: 'The journey as a funnel: visits, handle entered, email step, game started, game passed, reserved, confirmed' })
  @ApiQuery(DAYS_QUERY)
  @ApiOkResponse({ type: JourneyDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  journey(@Query('days', DaysPipe) days: number): Promise<JourneyDto> {
    return this.analytics.journey(days);
  }
}
