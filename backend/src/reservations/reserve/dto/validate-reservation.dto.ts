import {
  ANALYTICS,
  HONEYPOT_FIELDS,
  isLocale,
  LOCALES,
  type Attribution,
  type HoneypotField,
  type Locale,
  type ValidateReservationRequest,
} from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { attributionProblem, VisitSourceDto } from '../../../analytics';
import { LimitedText } from '../../../common/limited-text.decorator';
import { EdgeRule } from '../../../common/edge-rules';
import { EdgeInput, EdgeRuleOf, MAX_FIELD_LENGTH, optionalText } from '../../../common/validation';
import { EmailRule } from '../../rules/email.rule';
import { HandleRule } from '../../rules/handle.rule';
import { honeypotShape } from '../../rules/honeypot.rule';

export class HoneypotFieldsDto implements Partial<Record<HoneypotField, string>> {
  @ApiPropertyOptional({ maxLength: MAX_FIELD_LENGTH, description: 'Hidden from people; anything here marks a bot' })
  website?: string;

  @ApiPropertyOptional({ maxLength: MAX_FIELD_LENGTH })
  confirmEmail?: string;

  @ApiPropertyOptional({ maxLength: MAX_FIELD_LENGTH })
  phoneBackup?: string;
}

export class AttributionDto extends VisitSourceDto implements Attribution {
  @ApiPropertyOptional({ maxLength: ANALYTICS.maxPath, description: 'The path the visit started on' })
  landing?: string;
}

/**
 * The reservation request. Its shape is checked first for every field, then the handle rule, then
 * the email rule (EDGE_PHASES), so an invalid handle is reported before the email is looked at.
 * A request with a filled trap field is judged like any other.
 */
@EdgeInput({ unknownFields: 'reject', notAnObject: 'refuse' })
export class ValidateReservationDto implements Partial<ValidateReservationRequest> {
  @LimitedText('emailShape', { example: 'player@example.com', maxLength: MAX_FIELD_LENGTH }, (maxLength) =>
    optionalText('email', { field: 'email', maxLength }),
  )
  @EdgeRuleOf(EmailRule, 'email')
  email?: string;

  @ApiProperty({ example: 'player_one', description: '2 to 15 letters, digits and underscores, at least one letter' })
  @EdgeRule('handleShape', 'shape', optionalText('gameshift_id', { field: 'gameshift_id' }))
  @EdgeRuleOf(HandleRule, 'handle')
  gameshift_id?: string;

  @LimitedText('userAgentShape', { required: false, maxLength: MAX_FIELD_LENGTH }, (maxLength) => optionalText('user_agent', { maxLength }))
  user_agent?: string;

  @ApiPropertyOptional({ type: HoneypotFieldsDto, description: `Trap fields: ${HONEYPOT_FIELDS.join(', ')}; left empty by people` })
  @EdgeRule('honeypotShape', 'shape', honeypotShape)
  honeypot_fields?: HoneypotFieldsDto;

  @ApiPropertyOptional({ description: 'The single-use token from POST /api/human-check/verify' })
  @EdgeRule('humanTokenShape', 'shape', optionalText('human_token'))
  human_token?: string;

  @ApiPropertyOptional({ description: "The manage key of this browser's earlier reservation, withdrawn if this one is made" })
  @EdgeRule('replacesShape', 'shape', optionalText('replaces'))
  replaces?: string;

  @ApiPropertyOptional({ type: AttributionDto, description: 'Where the visit came from, stored with the reservation' })
  @EdgeRule('attributionShape', 'shape', (value) => {
    const problem = attributionProblem(value);
    return problem && { code: 'invalid_body', details: { body: { problem: 'field_rule', ...problem } } };
  })
  attribution?: AttributionDto;

  @ApiPropertyOptional({
    enum: LOCALES,
    default: 'en',
    description:
      'The language of the page the reservation is made on: its confirmation and manage mails are written in it, with links to its pages',
  })
  @EdgeRule('localeShape', 'shape', (value) =>
    value === undefined || value === null || isLocale(value) ? null : { code: 'invalid_body', details: { body: { problem: 'locale' } } },
  )
  locale?: Locale;
}
