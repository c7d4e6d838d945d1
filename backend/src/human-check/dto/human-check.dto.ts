import { PAD_COLORS, type HumanChallenge, type HumanVerifyRequest, type HumanVerifyResponse, type PadColor } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { EdgeFailure, EdgeRule } from '../../common/validation';

/** The longest answer read: a pattern is 3 pads, and a person may play a few too many. */
export const MAX_SEQUENCE = 16;

const WRONG_SHAPE: EdgeFailure = {
  code: 'invalid_body',
  details: { body: { problem: 'human_verify' }, field: 'human_token' },
};

const challengeShape = (value: unknown): EdgeFailure | null => (typeof value === 'string' ? null : WRONG_SHAPE);

const sequenceShape = (value: unknown): EdgeFailure | null =>
  Array.isArray(value) && value.length <= MAX_SEQUENCE && value.every((c) => (PAD_COLORS as readonly unknown[]).includes(c))
    ? null
    : WRONG_SHAPE;

/** A played pattern. Either field missing or malformed is the same 400 on human_token; other fields are ignored. */
export class HumanVerifyDto implements HumanVerifyRequest {
  @ApiProperty({ description: 'The signed challenge, sent back unchanged' })
  @EdgeRule('challengeShape', 0, challengeShape)
  challenge!: string;

  @ApiProperty({ enum: PAD_COLORS, isArray: true, maxItems: MAX_SEQUENCE, description: 'The pads played, in order' })
  @EdgeRule('sequenceShape', 0, sequenceShape)
  sequence!: PadColor[];
}

export class HumanChallengeDto implements HumanChallenge {
  @ApiProperty({ description: 'Opaque and signed; sent back unchanged with the answer' })
  challenge!: string;

  @ApiProperty({ enum: PAD_COLORS, isArray: true, description: 'The pattern to play back' })
  sequence!: PadColor[];

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

export class HumanTokenDto implements HumanVerifyResponse {
  @ApiProperty({ description: 'Single use: sent as human_token with the reservation' })
  human_token!: string;
}
