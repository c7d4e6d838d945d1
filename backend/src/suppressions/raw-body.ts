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

/**
 * Reads `multipart/form-data` (which RFC 8058 allows a mail client to post) into its text fields,
 * with the web platform's own parser; a body it cannot read is the unsubscribe route's 400, the
 * only route that takes the type. Registered for the whole app, but the JSON-only hook refuses
 * the type before parsing on every route but those of FORM_BODY_ROUTES.
 */
export function parseMultipartForms(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MAX_RAW_BODY_BYTES },
    async (request: FastifyRequest, body: Buffer) => {
      try {
        const form = await new Response(body, { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
        const fields: Record<string, string> = {};
        for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
        return fields;
      } catch {
        throw new AppError('invalid_body', { body: { problem: 'shape', sentence: 'unsubscribeBodyInvalid' } });
      }
    },
  );
}
