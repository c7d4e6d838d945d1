import { ANALYTICS, type VisitSource } from '@gameshift/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';

/** Where a visit came from, as an event and a reservation's attribution carry it (documented; their rules check it). */
export class VisitSourceDto implements VisitSource {
  @ApiPropertyOptional({ maxLength: ANALYTICS.maxReferrer, description: 'The first referrer of the visit; only its host is kept' })
  referrer?: string;

  @ApiPropertyOptional({ maxLength: ANALYTICS.maxUtm })
  utm_source?: string;

  @ApiPropertyOptional({ maxLength: ANALYTICS.maxUtm })
  utm_medium?: string;

  @ApiPropertyOptional({ maxLength: ANALYTICS.maxUtm })
  utm_campaign?: string;
}
