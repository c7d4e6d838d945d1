import { JOURNEY_STEPS, type JourneyCounts, type JourneyStep, type TrafficSource, type VisitorsPerDay } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class TrafficSourceDto implements TrafficSource {
  @ApiProperty({
    description:
      '`utm_source / utm_campaign`, `utm_source`, the referring host, `direct`, or `unknown` (a reservation that named no source)',
  })
  id!: string;

  @ApiProperty({ type: 'integer', description: 'Visitors whose first event of a day came from this source, summed over the days' })
  visitors!: number;

  @ApiProperty({ type: 'integer', description: 'Reservations made in the range from this source' })
  reservations!: number;

  @ApiProperty({ type: 'integer', description: 'Of those, the confirmed ones' })
  confirmations!: number;
}

export class JourneyStepDto {
  @ApiProperty({ enum: JOURNEY_STEPS })
  step!: JourneyStep;

  @ApiProperty({ type: 'integer' })
  count!: number;
}

export class JourneyDto implements JourneyCounts {
  @ApiProperty({ type: [JourneyStepDto], description: 'Visitors who reached each step, in order; `confirmed` counts reservations' })
  steps!: JourneyStepDto[];
}

export class VisitorDayDto {
  @ApiProperty({ format: 'date' })
  date!: string;

  @ApiProperty({ type: 'integer' })
  visitors!: number;

  @ApiProperty({ type: 'integer' })
  page_views!: number;
}

export class VisitorsPerDayDto implements VisitorsPerDay {
  @ApiProperty({ type: [VisitorDayDto] })
  days!: VisitorDayDto[];
}
