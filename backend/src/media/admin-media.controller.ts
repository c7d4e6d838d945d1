import { MEDIA_MAX_BYTES } from '@gameshift/contracts';
import { Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { type AdminIdentity, CurrentAdmin } from '../common/admin-identity';
import { AdminApiController, ListEndpoint } from '../common/admin-api/admin-api.decorator';
import { ListPage, type ListQuery } from '../common/admin-api/list-query';
import { ListQueryParam } from '../common/admin-api/list-query.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { RequiresRole } from '../common/roles.decorator';
import { MediaDto, MediaUploadDto } from './dto/media.dto';
import { MEDIA_LIST, MediaService } from './media.service';
import { readUploadedFile } from './upload-form';

/** The form is read up to the largest kind's limit; the kind, known from the bytes, then sets the file's own. */
const LARGEST_UPLOAD = Math.max(...Object.values(MEDIA_MAX_BYTES));

/** An article's media in the portal: whoever may read articles lists them; whoever may write articles uploads. */
@AdminApiController()
export class AdminMediaController {
  constructor(private readonly media: MediaService) {}

  @Get('media')
  @ListEndpoint('articles', {
    row: MediaDto,
    unit: 'media',
    summary:
      'Uploaded images and audio, newest first, without their bytes; filter.q searches the name and the uploader, filter.kind and filter.content_type narrow it.',
  })
  list(@ListQueryParam(MEDIA_LIST) page: ListQuery<typeof MEDIA_LIST>): Promise<ListPage<MediaDto>> {
    return this.media.list(page);
  }

  @Post('media')
  @RequiresRole('articles', 'write')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Upload an image or audio file as multipart/form-data, one part named file: its type is read from its bytes, Exif, XMP, IPTC and text metadata are removed from photos, and the same bytes again answer the same file',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MediaUploadDto })
  @ApiCreatedResponse({ type: MediaDto, description: 'The file as stored, served at its url' })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'No file, an empty one, more than one part, or a file that cannot be read through',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: 'An image over 5 MB or an audio file over 20 MB' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorBodyDto, description: 'Not multipart, SVG, or a type the site does not take' })
  async upload(@Req() request: FastifyRequest, @CurrentAdmin() admin: AdminIdentity): Promise<MediaDto> {
    return this.media.upload(await readUploadedFile(request, LARGEST_UPLOAD), admin);
  }
}
