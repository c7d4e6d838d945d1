import type { ApiErrorBody, ApiErrorField } from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Every error answer: `{error, field?, resetTime?}`, with the catalogue's words. */
export class ErrorBodyDto implements ApiErrorBody {
  @ApiProperty({ example: 'Invalid email format' })
  error!: string;

  @ApiPropertyOptional({
    enum: ['email', 'gameshift_id', 'human_token', 'password', 'code', 'current_code'],
    description: 'The input the error is about',
  })
  field?: ApiErrorField;

  @ApiPropertyOptional({ description: 'Minutes until another attempt is allowed (429 only)' })
  resetTime?: number;

  @ApiPropertyOptional({ description: 'Seconds to wait before sending the same request again, as Retry-After says (503 only)' })
  retryAfter?: number;
}
