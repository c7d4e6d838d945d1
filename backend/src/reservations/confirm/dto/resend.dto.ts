import type { ResendResponse } from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LimitedText } from '../../../common/limited-text.decorator';
import { EdgeFailure, EdgeRule, EdgeRuleOf } from '../../../common/validation';
import { ownerAsks, ResendEmailRule } from '../../rules/resend.rule';
import { isWellFormedToken } from '../verification-token';

const WRONG_SHAPE: EdgeFailure = { code: 'invalid_body', details: { body: { problem: 'resend' } } };

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
  @EdgeRule('manageKeyShape', 0, (value) =>
    value === undefined || isWellFormedToken(value) ? null : { code: 'invalid_body', details: { body: { problem: 'manage_key' } } },
  )
  manage_key?: string;

  // The longest token read: a real one is 43 characters; a longer "token" is answered as a 400.
  @LimitedText(
    'resendTokenShape',
    { required: false, type: String, maxLength: 256, description: 'The token of an earlier link' },
    (maxLength) => (value, dto) =>
      ownerAsks(dto) || value === undefined || (typeof value === 'string' && value.length <= maxLength) ? null : WRONG_SHAPE,
    1,
  )
  token?: string;

  @ApiPropertyOptional({ type: String, example: 'player@example.com', description: 'The reservation email, when no link is at hand' })
  @EdgeRule('resendEmailShape', 1, (value, dto) =>
    ownerAsks(dto) || dto.token !== undefined || typeof value === 'string' ? null : WRONG_SHAPE,
  )
  @EdgeRuleOf(ResendEmailRule, 2)
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
