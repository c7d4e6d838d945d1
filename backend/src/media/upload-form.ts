import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error';
import type { ReceivedFile } from './prepare-upload';

/** The form's own limits: one file part, and little room for anything else, which is refused anyway. */
const FORM_LIMITS = { files: 2, fields: 2, parts: 4, fieldSize: 1024, headerPairs: 20 };

/** @fastify/multipart's refusals of a form beyond its limits. */
const FORM_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PROTO_VIOLATION']);
/** The file went past `maxBytes`: its stream says so (`truncated`), and the reader reports it once the form ends. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

async function collect(stream: MultipartFile['file']): Promise<ReceivedFile> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), truncated: stream.truncated };
}

/**
 * Reads the one file of a `multipart/form-data` upload into memory, at most `maxBytes` of it (the
 * rest is read past and dropped, and the file marked truncated). A body of another type, no file, an
 * empty one, a second file or any other part is refused, each with its own answer. Called from the
 * handler, after the guards: the body of a request without a valid token is never read.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError('media_not_multipart');
  let file: ReceivedFile | undefined;
  let unwanted = false;
  try {
    for await (const part of request.parts({ limits: { ...FORM_LIMITS, fileSize: maxBytes } })) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        file = await collect(part.file);
      } else {
        unwanted = true;
        // Read past it, so the form goes on to its end.
        if (part.type === 'file') part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== FILE_TOO_LARGE)
      throw new AppError('media_form', { problem: FORM_LIMIT_CODES.has(code as string) ? 'parts' : 'unreadable' });
  }
  if (!file || unwanted) throw new AppError('media_form', { problem: 'parts' });
  if (file.bytes.length === 0) throw new AppError('media_form', { problem: 'empty' });
  return file;
}
