import { LOCALES, type ApiErrorBody, type ApiErrorField } from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Every error answer: `{error, code, field?, resetTime?}`, with the catalogue's words in the request's language. */
export class ErrorBodyDto implements ApiErrorBody {
  @ApiProperty({
    example: 'Invalid email format',
    description: `In the language Accept-Language prefers among the site's (${LOCALES.join(', ')}), English otherwise`,
  })
  error!: string;

  @ApiProperty({ example: 'email_invalid', description: 'What went wrong: stable, snake_case, the same in every language' })
  code!: string;

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
