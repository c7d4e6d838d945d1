import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/public.decorator';
import { ArticlesService } from './articles.service';
import { parseByteRange } from './media-file';

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
  file(@Param('file') name: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const media = this.articles.mediaFile(name);
    if (!media) throw new NotFoundException();
    const size = media.body.length;
    void reply
      .header('Content-Type', media.contentType)
      .header('Cache-Control', 'public, max-age=86400')
      .header('ETag', media.etag)
      .header('Accept-Ranges', 'bytes');
    if (request.headers['if-none-match'] === media.etag) {
      void reply.status(304).send();
      return;
    }
    const range = parseByteRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      void reply.status(416).header('Content-Range', `bytes */${size}`).send();
      return;
    }
    if (range === null) {
      void reply.status(200).send(media.body);
      return;
    }
    void reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .send(media.body.subarray(range.start, range.end + 1));
  }
}
