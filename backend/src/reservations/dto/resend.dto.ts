import type { ResendResponse } from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * One of: the token of a link already received, the email address, or the manage key the
 * reservation answer gave. Which combinations count, and the 400s for the others, are
 * VerificationService's: it answers an unknown reservation exactly like a known one.
 */
export class ResendDto {
  @ApiPropertyOptional({ type: String, description: 'The token of an earlier link (at most 256 characters)' })
  @Allow()
  token?: unknown;

  @ApiPropertyOptional({ type: String, example: 'player@example.com', description: 'The reservation email, when no link is at hand' })
  @Allow()
  email?: unknown;

  @ApiPropertyOptional({
    type: String,
    description: 'The manage key from the reservation answer: the answer then says whether a link was sent',
  })
  @Allow()
  manage_key?: unknown;
}

export class ResendResultDto implements ResendResponse {
  @ApiProperty({ description: 'The same words whether or not the reservation exists' })
  message!: string;

  @ApiPropertyOptional({ description: 'Seconds before another link can be asked for' })
  retryAfterSeconds?: number;

  @ApiPropertyOptional({ description: 'Only in answers to a manage_key: whether a new email was queued just now' })
  sent?: boolean;
}
