import { isPostId } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { EdgeRule } from '../../common/edge-rules';

export class TweetParamsDto {
  @ApiProperty({ pattern: '^[0-9]{1,20}$', example: '1790000000000000000' })
  @EdgeRule('postId', 'shape', (value) =>
    typeof value === 'string' && isPostId(value)
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'postIdInvalid' } } },
  )
  id!: string;
}

export class TweetAnswerDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: "The post in react-tweet's Tweet shape" })
  data!: Record<string, unknown>;
}
