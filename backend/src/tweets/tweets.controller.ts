import { Controller, Get, Header, HttpCode, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { Public } from '../common/public.decorator';
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
  async get(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ data: PostData }> {
    const { data, source } = await this.tweets.post(id);
    void reply.header('X-Cache', source);
    return { data };
  }
}
