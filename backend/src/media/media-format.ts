import type { MediaKind } from '@gameshift/contracts';

/** A format the site takes, as its bytes tell it. */
export type MediaFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'ogg' | 'mp3' | 'm4a' | 'wav';

export interface MediaFormatInfo {
  kind: MediaKind;
  contentType: string;
  extension: string;
  /** Its usual name, as an answer says it. */
  label: string;
}

export const MEDIA_FORMATS: Readonly<Record<MediaFormat, MediaFormatInfo>> = {
  jpeg: { kind: 'image', contentType: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  png: { kind: 'image', contentType: 'image/png', extension: 'png', label: 'PNG' },
  webp: { kind: 'image', contentType: 'image/webp', extension: 'webp', label: 'WebP' },
  gif: { kind: 'image', contentType: 'image/gif', extension: 'gif', label: 'GIF' },
  avif: { kind: 'image', contentType: 'image/avif', extension: 'avif', label: 'AVIF' },
  ogg: { kind: 'audio', contentType: 'audio/ogg', extension: 'ogg', label: 'Ogg' },
  mp3: { kind: 'audio', contentType: 'audio/mpeg', extension: 'mp3', label: 'MP3' },
  m4a: { kind: 'audio', contentType: 'audio/mp4', extension: 'm4a', label: 'M4A' },
  wav: { kind: 'audio', contentType: 'audio/wav', extension: 'wav', label: 'WAV' },
};

/** A file whose type is known but whose structure cannot be walked to its end: it is refused, never stored as it came. */
export class MalformedMediaError extends Error {
  constructor(readonly format: MediaFormat) {
    super(`malformed ${format}`);
    this.name = 'MalformedMediaError';
  }
}

/** Latin-1 text of the bytes at [start, start + length), shorter where the file ends first: a four-character code, a signature. */
export function ascii(bytes: Buffer, start: number, length: number): string {
  return bytes.toString('latin1', start, Math.min(bytes.length, start + length));
}
