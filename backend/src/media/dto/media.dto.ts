import { MEDIA_FORMAT_NAMES, MEDIA_KINDS, MEDIA_MAX_BYTES, type MediaKind, type MediaRecord } from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class MediaDto implements MediaRecord {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    example: '3f2a9c0d5be417c1.webp',
    description: 'The first 16 hex digits of the SHA-256 of the stored bytes, and the extension of their type',
  })
  name!: string;

  @ApiProperty({ example: '/media/uploads/3f2a9c0d5be417c1.webp', description: 'Where it is served, cached for a year' })
  url!: string;

  @ApiProperty({ example: 'image/webp', description: 'As the bytes tell it, never as the upload named it' })
  content_type!: string;

  @ApiProperty({ enum: MEDIA_KINDS })
  kind!: MediaKind;

  @ApiProperty({ description: 'Bytes as stored, after metadata was removed' })
  size!: number;

  @ApiProperty({ description: 'The email of the admin who first uploaded it' })
  uploaded_by!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiPropertyOptional({ description: 'Pixels, for an image whose header gives them' })
  width?: number;

  @ApiPropertyOptional({ description: 'Pixels, for an image whose header gives them' })
  height?: number;
}

/** The upload's form, as the API documentation shows it; the handler reads the multipart body itself. */
export class MediaUploadDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: `One ${MEDIA_FORMAT_NAMES.image.join(', ')} image (at most ${MEDIA_MAX_BYTES.image / 1024 / 1024} MB) or ${MEDIA_FORMAT_NAMES.audio.join(', ')} audio file (at most ${MEDIA_MAX_BYTES.audio / 1024 / 1024} MB), judged by its bytes; SVG is refused`,
  })
  file!: unknown;
}
