import { ONE_CLICK_UNSUBSCRIBE, type ResubscribeResponse, type UnsubscribeDetails } from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EdgeRule } from '../../common/edge-rules';
import { TokenParams } from '../../common/path-params';

/** The token of an announcement's unsubscribe link; its signature is checked by the service. */
export class UnsubscribeParamsDto extends TokenParams(
  '<reservation id>.<signature>, from the List-Unsubscribe header or the page link',
  (value) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? null : { code: 'unsubscribe_link_invalid' }),
) {}

/**
 * RFC 8058's body, `List-Unsubscribe=One-Click`, as a form (urlencoded or multipart) from a mail
 * client, or an empty JSON object from our own page. Other fields are dropped.
 */
export class UnsubscribeBodyDto {
  @ApiPropertyOptional({ name: ONE_CLICK_UNSUBSCRIBE.field, enum: [ONE_CLICK_UNSUBSCRIBE.value] })
  @EdgeRule('oneClick', 'shape', (value) =>
    value === undefined || value === ONE_CLICK_UNSUBSCRIBE.value
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'unsubscribeBodyInvalid' } } },
  )
  'List-Unsubscribe'?: string;
}

export class UnsubscribeDetailsDto implements UnsubscribeDetails {
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The handle of the reservation the mail was about; null for a test copy’s link or a reservation deleted since',
  })
  handle!: string | null;

  @ApiProperty({ enum: ['subscribed', 'unsubscribed'] })
  announcements!: 'subscribed' | 'unsubscribed';
}

export class ResubscribedDto implements ResubscribeResponse {
  @ApiProperty({
    enum: ['subscribed', 'unsubscribed'],
    description: 'unsubscribed still when the address stays suppressed for a reason that is not the person’s (a bounce, an owner’s entry)',
  })
  announcements!: 'subscribed' | 'unsubscribed';
}

export class UnsubscribedDto {
  @ApiProperty({ enum: [true] })
  unsubscribed!: true;
}
