import { Controller, Get, Header, HttpCode, Param, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { ErrorBodyDto } from '../common/error-body.dto';
import { Public } from '../common/public.decorator';
import { TweetAnswerDto, TweetParamsDto } from './dto/tweet.dto';
import type { PostData } from './post-data';
import { TweetsService } from './tweets.service';

@ApiTags('news')
@Public()
@Controller('api/tweet')
export class TweetsController {
  constructor(private readonly tweets: TweetsService) {}

  @Get(':id')
  @HttpCode(200)
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: "An embedded post's data in react-tweet's shape: 400 for a bad id, 404 when it does not exist" })
  @ApiOkResponse({ type: TweetAnswerDto, description: 'X-Cache says where it came from: hit, miss, stale or snapshot' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Not 1 to 20 digits' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  @ApiBadGatewayResponse({ type: ErrorBodyDto, description: 'The post service failed and no copy is kept' })
  async get(@Param() { id }: TweetParamsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ data: PostData }> {
    const { data, source } = await this.tweets.post(id);
    void reply.header('X-Cache', source);
    return { data };
  }
}
