import { ONE_CLICK_UNSUBSCRIBE } from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EdgeRule } from '../../common/edge-rules';

/** The token of an announcement's unsubscribe link; its signature is checked by the service. */
export class UnsubscribeParamsDto {
  @ApiProperty({ description: '<reservation id>.<signature>, from the List-Unsubscribe header or the page link' })
  @EdgeRule('unsubscribeToken', 'shape', (value) =>
    typeof value === 'string' && value.length > 0 && value.length <= 200 ? null : { code: 'unsubscribe_link_invalid' },
  )
  token!: string;
}

/**
 * RFC 8058's body, `List-Unsubscribe=One-Click`, as a form (urlencoded or multipart) from a mail
 * client, or an empty JSON object from our own page. Other fields are dropped.
 */
export class UnsubscribeBodyDto {
  @ApiPropertyOptional({ name: ONE_CLICK_UNSUBSCRIBE.field, enum: [ONE_CLICK_UNSUBSCRIBE.value] })
  @EdgeRule('oneClick', 'shape', (value) =>
    value === undefined || value === ONE_CLICK_UNSUBSCRIBE.value
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'unsubscribe' } } },
  )
  'List-Unsubscribe'?: string;
}

export class UnsubscribedDto {
  @ApiProperty({ enum: [true] })
  unsubscribed!: true;
}
