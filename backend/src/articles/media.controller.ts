import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { Public } from '../common/public.decorator';
import { ArticlesService } from './articles.service';
import { sendMedia } from '../common/media-reply';

/**
 * The articles' hero images and narrations, from memory. Byte ranges are honoured, which is what
 * lets the audio player seek.
 */
@ApiExcludeController()
@Public()
@SkipThrottle()
@Controller('media/articles')
export class MediaController {
  constructor(private readonly articles: ArticlesService) {}

  @Get(':file')
  async file(@Param('file') name: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const media = this.articles.mediaFile(name);
    if (!media) throw new NotFoundException();
    const { body } = media;
    await sendMedia(
      request,
      reply,
      { contentType: media.contentType, etag: media.etag, size: body.length, read: (start, end) => body.subarray(start, end + 1) },
      { 'Cache-Control': 'public, max-age=86400' },
    );
  }
}
