import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** A media file as an answer needs it: its type, validator and length, and a reader of any range of its bytes. */
export interface MediaReply {
  contentType: string;
  etag: string;
  size: number;
  read(start: number, end: number): Buffer | Promise<Buffer>;
}

/**
 * Answers a GET of a media file: 304 for the ETag the browser holds, one byte range (206, or 416
 * past the end), or the whole file. Ranges are what let the audio player seek.
 */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  file: MediaReply,
  headers: Record<string, string>,
): Promise<void> {
  void reply.headers(headers).header('Content-Type', file.contentType).header('ETag', file.etag).header('Accept-Ranges', 'bytes');
  if (request.headers['if-none-match'] === file.etag) {
    void reply.status(304).send();
    return;
  }
  const range = parseByteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    void reply.status(416).header('Content-Range', `bytes */${file.size}`).send();
    return;
  }
  if (range === null) {
    void reply.status(200).send(await file.read(0, file.size - 1));
    return;
  }
  void reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    .send(await file.read(range.start, range.end));
}
