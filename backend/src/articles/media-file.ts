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

export type ByteRange = { start: number; end: number };

/**
 * Reads a Range header against a file of `size` bytes (RFC 9110 §14): one range gives its bytes,
 * a range past the end is unsatisfiable, and anything else (several ranges, other units, nonsense)
 * is ignored so the whole file is sent.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
