import type { ResendResponse } from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LimitedText } from '../../../common/limited-text.decorator';
import { IsString, ValidateIf } from 'class-validator';
import { answering, EdgeFailure, EdgeRule } from '../../../common/edge-rules';
import { EdgeRuleOf } from '../../../common/validation';
import { EmailRule } from '../../rules/email.rule';
import { isWellFormedToken } from '../verification-token';

const WRONG_SHAPE: EdgeFailure = { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'resendShape' } } };

/** With a manage key the resend is the owner's, and the key alone decides; token and email are not read. */
const ownerAsks = (dto: Partial<ResendDto>): boolean => dto.manage_key !== undefined;

/**
 * One of: the manage key the reservation answer gave, the token of a link already received, or
 * the email address. A token that names no link (or is not a token at all, but is a short string)
 * gets the same answer as a real one: ResendService answers an unknown reservation exactly
 * like a known one.
 */
export class ResendDto {
  @ApiPropertyOptional({
    type: String,
    description: 'The manage key from the reservation answer: the answer then says whether a link was sent',
  })
  @EdgeRule('manageKeyShape', 'shape', (value) =>
    value === undefined || isWellFormedToken(value)
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'manageKeyInvalid' } } },
  )
  manage_key?: string;

  // The longest token read: a real one is 43 characters; a longer "token" is answered as a 400.
  @ValidateIf((dto: ResendDto) => !ownerAsks(dto))
  @LimitedText(
    'resendTokenShape',
    { required: false, type: String, maxLength: 256, description: 'The token of an earlier link' },
    WRONG_SHAPE,
  )
  token?: string;

  @ApiPropertyOptional({ type: String, example: 'player@example.com', description: 'The reservation email, when no link is at hand' })
  // Read only when nothing else names the reservation: then it is judged like a reservation's email.
  @ValidateIf((dto: ResendDto) => !ownerAsks(dto) && dto.token === undefined)
  @IsString(answering(WRONG_SHAPE))
  @EdgeRuleOf(EmailRule, 'email')
  email?: string;
}

export class ResendResultDto implements ResendResponse {
  @ApiProperty({ description: 'The same words whether or not the reservation exists' })
  message!: string;

  @ApiPropertyOptional({ description: 'Seconds before another link can be asked for' })
  retryAfterSeconds?: number;

  @ApiPropertyOptional({ description: 'Only in answers to a manage_key: whether a new email was queued just now' })
  sent?: boolean;
}
