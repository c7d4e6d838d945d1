import { createHash } from 'node:crypto';
import * as path from 'node:path';

export interface MediaFile {
  name: string;
  body: Buffer;
  contentType: string;
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
};

/** A media file name the site serves: plain lowercase name, a known extension, no path. */
export const MEDIA_NAME = /^[a-z0-9][a-z0-9._-]{0,100}$/;

export function mediaContentType(name: string): string | undefined {
  return MEDIA_NAME.test(name) ? CONTENT_TYPES[path.extname(name)] : undefined;
}

export function toMediaFile(name: string, body: Buffer): MediaFile {
  const contentType = mediaContentType(name);
  if (!contentType) throw new Error(`media file ${name}: unsupported name or type`);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { name, body, contentType, etag };
}
