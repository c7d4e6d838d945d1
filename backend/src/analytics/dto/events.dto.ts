import { ANALYTICS, EVENT_NAMES, type AnalyticsEvent, type EventName } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { EdgeRule } from '../../common/edge-rules';
import { EdgeInput } from '../../common/validation';
import { eventsProblem } from '../event-shape';
import { VisitSourceDto } from './visit-source.dto';

/** One event, as documented; the whole list is checked at once by EventsDto's rule. */
export class AnalyticsEventDto extends VisitSourceDto implements AnalyticsEvent {
  @ApiProperty({ enum: EVENT_NAMES })
  name!: EventName;

  @ApiProperty({ maxLength: ANALYTICS.maxPath, example: '/' })
  path!: string;
}

@EdgeInput({ unknownFields: 'reject', notAnObject: 'refuse' })
export class EventsDto {
  @ApiProperty({ type: [AnalyticsEventDto], minItems: 1, maxItems: ANALYTICS.eventsPerRequest })
  @EdgeRule('events', 'shape', (value) => {
    const problem = eventsProblem(value);
    return problem && { code: 'invalid_body', details: { body: { problem: 'field_rule', ...problem } } };
  })
  events!: AnalyticsEventDto[];
}

export class EventsAcceptedDto {
  @ApiProperty({ type: 'integer', description: 'Events taken for counting: 0 when the browser asks not to be tracked' })
  accepted!: number;
}
