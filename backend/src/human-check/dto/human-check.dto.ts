import {
  PAD_COLORS,
  type HumanChallenge,
  type HumanVerifyRequest,
  type HumanVerifyResponse,
  type PadColor,
  type PowChallenge,
  type PowSolution,
} from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, ArrayMaxSize, IsArray, IsIn, IsString } from 'class-validator';
import { answering, EdgeFailure } from '../../common/edge-rules';

/** The longest answer read: a pattern is 3 pads, and a person may play a few too many. */
const MAX_SEQUENCE = 16;

const WRONG_SHAPE: EdgeFailure = {
  code: 'invalid_body',
  details: { body: { problem: 'shape', sentence: 'humanVerifyShape' }, field: 'human_token' },
};

export class PowParametersDto {
  @ApiProperty({ example: 'PBKDF2/SHA-256' })
  algorithm!: string;

  @ApiProperty({ description: 'Hex' })
  nonce!: string;

  @ApiProperty({ description: 'Hex' })
  salt!: string;

  @ApiProperty({ description: 'Key derivation rounds per try' })
  cost!: number;

  @ApiProperty()
  keyLength!: number;

  @ApiProperty({ description: 'Hex prefix the derived key must start with' })
  keyPrefix!: string;

  @ApiPropertyOptional()
  keySignature?: string;

  @ApiPropertyOptional({ description: 'Seconds since the epoch' })
  expiresAt?: number;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  data?: Record<string, string | number | boolean | null>;
}

export class PowChallengeDto implements PowChallenge {
  @ApiProperty({ type: PowParametersDto })
  parameters!: PowParametersDto;

  @ApiPropertyOptional()
  signature?: string;
}

export class PowSolutionDto implements PowSolution {
  @ApiProperty({ description: 'The counter whose derived key meets the challenge' })
  counter!: number;

  @ApiProperty({ description: 'Hex' })
  derivedKey!: string;

  @ApiPropertyOptional({ description: 'Milliseconds the solver took' })
  time?: number;
}

export class PowAnswerDto {
  @ApiProperty({ type: PowChallengeDto, description: 'The pow of the challenge answer, unchanged' })
  challenge!: PowChallengeDto;

  @ApiProperty({ type: PowSolutionDto, description: "What altcha-lib's solveChallenge answered" })
  solution!: PowSolutionDto;
}

/**
 * A played pattern with its proof of work. Either of challenge and sequence missing or malformed
 * is the same 400 on human_token; a missing or wrong proof of work is a 403; other fields are ignored.
 */
export class HumanVerifyDto implements HumanVerifyRequest {
  @ApiProperty({ description: 'The signed challenge, sent back unchanged' })
  @IsString(answering(WRONG_SHAPE))
  challenge!: string;

  @ApiProperty({ enum: PAD_COLORS, isArray: true, maxItems: MAX_SEQUENCE, description: 'The pads played, in order' })
  @IsArray(answering(WRONG_SHAPE))
  @ArrayMaxSize(MAX_SEQUENCE, answering(WRONG_SHAPE))
  @IsIn(PAD_COLORS, { each: true, ...answering(WRONG_SHAPE) })
  sequence!: PadColor[];

  @ApiProperty({ type: PowAnswerDto, description: 'The solved proof of work of the challenge' })
  // A missing or malformed proof of work is judged by the service: it is a human check not passed (403).
  @Allow()
  pow!: PowAnswerDto;
}

export class HumanChallengeDto implements HumanChallenge {
  @ApiProperty({ description: 'Opaque and signed; sent back unchanged with the answer' })
  challenge!: string;

  @ApiProperty({ enum: PAD_COLORS, isArray: true, description: 'The pattern to play back' })
  sequence!: PadColor[];

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ type: PowChallengeDto, description: 'ALTCHA v2 proof of work to solve while the pattern plays' })
  pow!: PowChallengeDto;
}

export class HumanTokenDto implements HumanVerifyResponse {
  @ApiProperty({ description: 'Single use: sent as human_token with the reservation' })
  human_token!: string;
}
