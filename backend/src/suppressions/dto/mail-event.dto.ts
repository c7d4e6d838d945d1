import { isEmailAddress, type ApiErrorField } from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type EdgeFailure, EdgeRule } from '../../common/edge-rules';
import { EdgeInput } from '../../common/validation';
import type { ReportedMailEvent } from '../mail-event-signature';

const wrongShape = (field: ApiErrorField): EdgeFailure => ({
  code: 'invalid_body',
  details: { body: { problem: 'shape', sentence: 'mailEventShape' }, field },
});

/** A provider's bounce or complaint. Fields a provider adds beyond these are dropped. */
@EdgeInput({ unknownFields: 'ignore', notAnObject: 'refuse' })
export class MailEventDto implements ReportedMailEvent {
  @ApiProperty({ enum: ['bounce', 'complaint'] })
  @EdgeRule('mailEventType', 'shape', (value) => (value === 'bounce' || value === 'complaint' ? null : wrongShape('type')))
  type!: 'bounce' | 'complaint';

  @ApiProperty({ example: 'someone@example.com', maxLength: 254 })
  @EdgeRule('mailEventEmail', 'shape', (value) => (typeof value === 'string' && isEmailAddress(value) ? null : wrongShape('email')))
  email!: string;

  @ApiPropertyOptional({ enum: ['hard', 'soft'], description: 'For a bounce; hard unless said. A complaint takes none.' })
  @EdgeRule('mailEventBounceType', 'shape', (value, dto) =>
    value === undefined || (dto.type === 'bounce' && (value === 'hard' || value === 'soft')) ? null : wrongShape('bounce_type'),
  )
  bounce_type?: 'hard' | 'soft';
}

export class MailEventResultDto {
  @ApiProperty({ description: 'Whether the address is now on the suppression list' })
  suppressed!: boolean;

  @ApiPropertyOptional({
    description:
      'True when this signature was taken before: a copy of an event, answered 200 so that a provider stops retrying, and recorded once',
  })
  repeated?: boolean;
}
