import type { VerifyResponse, VerifyState } from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * The token of an emailed link. Anything that is not a well-formed token is answered as an
 * invalid link (200, state `error`), never as a 400: the page shows that answer as it is. So the
 * class only declares the field; VerificationService judges it.
 */
export class VerifyDto {
  @ApiProperty({ type: String, description: 'The token from the link in the confirmation email' })
  @Allow()
  token?: unknown;
}

const STATES: VerifyState[] = ['success', 'already_verified', 'race_lost', 'expired', 'error'];

export class VerifyResultDto implements VerifyResponse {
  @ApiProperty({ enum: STATES, description: 'Every outcome is a 200: the page words each state' })
  state!: VerifyState;

  @ApiPropertyOptional({ description: 'The handle of the reservation the link belongs to' })
  gameshift_id?: string;

  @ApiPropertyOptional({ description: 'On success: the confirmed email' })
  email?: string;

  @ApiPropertyOptional({ type: [String], description: 'On race_lost: free alternatives to the handle another reservation took' })
  suggestions?: string[];

  @ApiPropertyOptional({ description: 'On expired and error: what to tell the person' })
  message?: string;
}
