import { ARTICLE_PREVIEW_ROUTE, MEDIA_UPLOAD_API_ROUTE, UNSUBSCRIBE_API_ROUTE, type Messages } from '@gameshift/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { describeAppError } from './error-response';

/**
 * The API reads JSON and nothing else: a body of any other type is refused with 415 before it is
 * parsed. A form (urlencoded, multipart) or text/plain body is what any page on the web can make
 * its visitors' browsers post without a CORS preflight, so accepting one would let another site
 * act through them.
 *
 * Where a standard demands another type, or a route takes a file, the route's pattern is listed
 * here with the types it takes, and only that route takes them: RFC 8058's one-click unsubscribe,
 * for one, posts `application/x-www-form-urlencoded` or `multipart/form-data`.
 */
export const FORM_BODY_ROUTES: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  // A mail client's POST to an announcement's List-Unsubscribe URL; all it can do is stop announcements.
  [UNSUBSCRIBE_API_ROUTE, ['application/x-www-form-urlencoded', 'multipart/form-data']],
  // An editor's upload: it needs an admin's bearer token, which no other site's form can send.
  [MEDIA_UPLOAD_API_ROUTE, ['multipart/form-data']],
  // The portal's preview frame, posted the editor's unsaved words: a form is how a frame is given a
  // body. It changes nothing and needs the preview link's signed token, which no other site has.
  [ARTICLE_PREVIEW_ROUTE, ['application/x-www-form-urlencoded']],
]);

const JSON_TYPE = 'application/json';

/** What a request says of its body. */
export interface BodyHeaders {
  'content-type'?: string;
  'content-length'?: string;
  'transfer-encoding'?: string;
}

/** The media type of a Content-Type header, lowercased and without its parameters; '' for none. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** Whether the request carries a body (or says it does), whatever its method. */
function hasBody(headers: BodyHeaders): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length.trim() !== '0';
}

/**
 * Whether a request's body is of a type its route takes. A request without a body and without a
 * Content-Type passes (a POST that only names an action); on a POST, a Content-Type other than
 * JSON is refused even on an empty body, as a page's empty form post would otherwise pass. A PUT,
 * PATCH or DELETE without a body passes whatever its Content-Type: no page can send one to another
 * site without a preflight, and react-admin's simple-REST delete labels its empty body text/plain.
 */
export function acceptsBody(
  routePattern: string | undefined,
  headers: BodyHeaders,
  method = 'POST',
  formRoutes = FORM_BODY_ROUTES,
): boolean {
  const type = mediaType(headers['content-type']);
  if ((type === '' || method !== 'POST') && !hasBody(headers)) return true;
  if (type === JSON_TYPE) return true;
  return routePattern !== undefined && (formRoutes.get(routePattern)?.includes(type) ?? false);
}

/** Methods whose requests carry no body the API reads. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An onRequest hook, so that it runs before any parser: a route with none (and Nest's form parser)
 * never sees a body of a type its route does not take.
 */
export function jsonOnlyHook(messagesFor: (request: FastifyRequest) => Messages) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (reply.sent || BODILESS_METHODS.has(request.method) || acceptsBody(request.routeOptions.url, request.headers, request.method))
      return;
    const unsupported = describeAppError(new AppError('unsupported_media_type'), messagesFor(request));
    await reply.status(unsupported.status).header('Cache-Control', 'no-store').send(unsupported.body);
  };
}
