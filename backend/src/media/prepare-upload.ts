import { MEDIA_MAX_BYTES } from '@gameshift/contracts';
import { AppError } from '../common/app-error';
import { checkMp3, checkOgg, checkWav } from './audio';
import { inspectAvif } from './iso-bmff';
import { stripJpeg, type StrippedImage } from './jpeg';
import { MalformedMediaError, MEDIA_FORMATS, type MediaFormat } from './media-format';
import { stripPng } from './png';
import { sniffMedia } from './sniff';
import { stripWebp } from './webp';

/** An upload as it will be stored: its format, its bytes with metadata removed, and an image's size. */
export interface PreparedMedia extends StrippedImage {
  format: MediaFormat;
}

/** A file as the form carried it: its bytes, cut at the largest size any kind may have when it was longer. */
export interface ReceivedFile {
  bytes: Buffer;
  truncated: boolean;
}

/** Checks the file through, and removes what it carries beside its pixels where the format can hold a place or a date. */
function prepare(format: MediaFormat, bytes: Buffer): StrippedImage {
  switch (format) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'webp':
      return stripWebp(bytes);
    case 'gif':
      if (bytes.length < 13) throw new MalformedMediaError('gif');
      return { bytes, width: bytes.readUInt16LE(6) || undefined, height: bytes.readUInt16LE(8) || undefined };
    case 'avif': {
      const { metadata, width, height } = inspectAvif(bytes);
      if (metadata) throw new AppError('media_avif_metadata');
      return { bytes, width, height };
    }
    case 'ogg':
      checkOgg(bytes);
      return { bytes };
    case 'mp3':
      checkMp3(bytes);
      return { bytes };
    case 'wav':
      checkWav(bytes);
      return { bytes };
    case 'm4a':
      // Its tracks were walked to sniff it.
      return { bytes };
  }
}

/**
 * Judges an upload by its bytes and makes it ready to store: an SVG or an unknown type is refused
 * (415), then a file over its kind's limit (413), then one that cannot be read through (400). What
 * is stored is what this answers, never the bytes as they came.
 */
export function prepareUpload({ bytes, truncated }: ReceivedFile): PreparedMedia {
  try {
    const format = sniffMedia(bytes);
    if (format === 'svg') throw new AppError('media_svg');
    if (format === null) throw new AppError('media_unsupported');
    const { kind } = MEDIA_FORMATS[format];
    if (truncated || bytes.length > MEDIA_MAX_BYTES[kind]) throw new AppError('media_too_large', { kind });
    return { format, ...prepare(format, bytes) };
  } catch (error) {
    if (error instanceof MalformedMediaError) throw new AppError('media_damaged', { format: MEDIA_FORMATS[error.format].label });
    throw error;
  }
}
