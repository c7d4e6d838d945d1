import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendMedia } from '../common/media-reply';
import { Public } from '../common/public.decorator';
import { MediaService } from './media.service';

/**
 * Uploaded media for everyone: a name is its content's hash, so an answer never changes and is
 * cached for a year. Byte ranges are honoured, which is what lets the audio player seek.
 */
@ApiExcludeController()
@Public()
@SkipThrottle()
@Controller('media/uploads')
export class MediaUploadsController {
  constructor(private readonly media: MediaService) {}

  @Get(':name')
  async file(@Param('name') name: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const media = await this.media.find(name);
    if (!media) throw new NotFoundException();
    await sendMedia(
      request,
      reply,
      { contentType: media.contentType, etag: media.etag, size: media.size, read: (start, end) => this.media.read(media, start, end) },
      { 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
    );
  }
}
