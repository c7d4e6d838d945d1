import { emailMessage, handleMessage, type Messages } from '@gameshift/contracts';
import type { AppError } from './app-error';

export interface ErrorResponse {
  status: number;
  body: { error: string; field?: string; resetTime?: number };
  headers?: Record<string, string>;
}

/** The one place where an error code becomes a status and words from the message catalogue. */
export function describeAppError(error: AppError, messages: Messages): ErrorResponse {
  const { code, details } = error;
  switch (code) {
    case 'email_required':
    case 'email_invalid':
    case 'email_alias':
    case 'email_disposable':
      return { status: 400, body: { error: emailMessage(code, messages), field: 'email' } };
    case 'handle_required':
    case 'handle_format':
    case 'handle_digits_only':
    case 'handle_restricted':
      return { status: 400, body: { error: handleMessage(code, messages), field: 'gameshift_id' } };
    case 'invalid_body':
      return { status: 400, body: { error: details.detail ?? 'The request is not valid.', ...(details.field && { field: details.field }) } };
    case 'human_check_required':
      return { status: 403, body: { error: messages.humanCheckRequired, field: 'human_token' } };
    case 'human_check_expired':
      return { status: 403, body: { error: messages.humanCheckExpired, field: 'human_token' } };
    case 'handle_taken':
      return { status: 409, body: { error: messages.handleTaken, field: 'gameshift_id' } };
    case 'email_taken':
      return { status: 409, body: { error: messages.emailTaken, field: 'email' } };
    case 'rate_limited': {
      const seconds = Math.max(1, Math.ceil(details.retryAfterSeconds ?? 60));
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      return {
        status: 429,
        body: { error: messages.tooManyAttempts(minutes), resetTime: minutes },
        headers: { 'Retry-After': String(seconds) },
      };
    }
    case 'too_many_pending':
      // No resetTime: the wait ends when the client confirms a reservation, not at a known time.
      return { status: 429, body: { error: messages.tooManyPending } };
    case 'not_found':
      return { status: 404, body: { error: details.detail ?? messages.reservationNotFound } };
    case 'already_verified':
      return { status: 409, body: { error: 'This reservation is already verified.' } };
    default: {
      const unreachable: never = code;
      throw new Error(`unmapped error code ${String(unreachable)}`);
    }
  }
}
