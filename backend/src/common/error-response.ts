import type { Messages } from '@gameshift/contracts';
import { APP_ERRORS } from '../app-errors';
import type { AppError, ErrorAnswer, ErrorDeclaration } from './app-error';

export interface ErrorResponse {
  status: number;
  body: ErrorAnswer['body'] & { code?: string };
  headers?: Record<string, string>;
}

/**
 * An error code as its feature declares it: a status and words from the message catalogue (in the
 * request's language: `messages` is that language's). The code goes along beside the words, so a
 * client may choose its own.
 */
export function describeAppError(error: AppError, messages: Messages): ErrorResponse {
  // Each code's declaration reads the details its own code carries, which AppError ties to the code.
  const declaration = APP_ERRORS[error.code] as ErrorDeclaration<typeof error.details>;
  const { body, headers } = declaration.answer(messages, error.details);
  const { error: words, ...more } = body;
  return { status: declaration.status, body: { error: words, code: error.code, ...more }, ...(headers && { headers }) };
}

/**
 * The code of an answer that is no AppError of ours (the HTTP layer's own refusals, a unique
 * violation, an unexpected failure), by its status: as stable as an AppError's.
 */
export function httpErrorCode(status: number): string {
  return HTTP_ERROR_CODES[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request');
}

const HTTP_ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'invalid_body',
  401: 'authentication_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  502: 'bad_gateway',
  503: 'overloaded',
};
