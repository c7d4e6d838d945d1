import { UNSUBSCRIBE_API_ROUTE } from '@gameshift/contracts';
import { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { AppError } from '../common/app-error';

const RAW_BODY = Symbol('rawBody');
/** The API's body limit: a signed event is small, and nothing larger is read into memory. */
const MAX_RAW_BODY_BYTES = 32 * 1024;

type WithRawBody = FastifyRequest & { [RAW_BODY]?: Buffer };

/** The bytes of the request's body as received, when its route keeps them (see keepRawBody). */
export function rawBodyOf(request: FastifyRequest): Buffer | undefined {
  return (request as WithRawBody)[RAW_BODY];
}

/**
 * Keeps the body's bytes, as received, of the requests to `routePattern` only, for a signature
 * computed over them; the parser then reads the same bytes as usual. Every other route's body goes
 * to its parser untouched.
 */
export function keepRawBody(fastify: FastifyInstance, routePattern: string): void {
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    if (request.routeOptions.url !== routePattern) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > MAX_RAW_BODY_BYTES) throw Object.assign(new Error('Request body is too large'), { statusCode: 413 });
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks);
    (request as WithRawBody)[RAW_BODY] = raw;
    return Readable.from([raw]);
  });
}

/** A body past the API's limit, answered as the HTTP layer answers one (413). */
function tooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), { statusCode: 413 });
}

/**
 * Reads the text fields of a `multipart/form-data` post to the unsubscribe route (RFC 8058 allows a
 * mail client to send one) into its body, through the app's one multipart reader (@fastify/multipart,
 * registered in app.factory.ts), within the API's body limit; a body it cannot read is the route's
 * 400. The JSON-only hook refuses the type before this on every route but those of FORM_BODY_ROUTES.
 */
export function parseMultipartForms(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request) => {
    if (request.routeOptions.url !== UNSUBSCRIBE_API_ROUTE || !request.isMultipart()) return;
    if (Number(request.headers['content-length']) > MAX_RAW_BODY_BYTES) throw tooLarge();
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts({ limits: { fieldSize: MAX_RAW_BODY_BYTES, fileSize: MAX_RAW_BODY_BYTES, parts: 16 } })) {
        if (part.type === 'file') {
          part.file.resume();
          continue;
        }
        if (part.valueTruncated) throw tooLarge();
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    } catch (error) {
      if ((error as { statusCode?: unknown }).statusCode === 413) throw error;
      throw new AppError('invalid_body', { body: { problem: 'shape', sentence: 'unsubscribeBodyInvalid' } });
    }
    request.body = fields;
  });
}
