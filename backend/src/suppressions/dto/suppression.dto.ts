import { isEmailAddress, SUPPRESSION_REASONS, type SuppressionReason, type SuppressionRecord } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { EdgeRule } from '../../common/edge-rules';

export class SuppressionDto implements SuppressionRecord {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The address as suppressed; null once its person erased their data' })
  email!: string | null;

  @ApiProperty({ enum: SUPPRESSION_REASONS })
  reason!: SuppressionReason;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

/** An owner's entry: the address only; the reason is always `manual`, and other fields are dropped. */
export class CreateSuppressionDto {
  @ApiProperty({ example: 'someone@example.com', maxLength: 254 })
  @EdgeRule('suppressionEmail', 'shape', (value) =>
    typeof value === 'string' && isEmailAddress(value)
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'suppressionShape' }, field: 'email' } },
  )
  email!: string;
}
