import { CLIENT_RATE_LIMIT, type PublicPageMessages } from '@gameshift/contracts';
import { ApiError } from '../../../lib/apiClient';

/** What the form does with a failed reservation call. */
export type SubmitFailure =
  /** `taken`: the server found the handle claimed, whatever its availability said before. */
  | { kind: 'field'; field: 'email' | 'handle'; message: string; taken?: boolean }
  | { kind: 'form'; message: string }
  | { kind: 'human-check' };

const DEFAULT_RESET_MINUTES = Math.ceil(CLIENT_RATE_LIMIT.windowMs / 60_000);

/** `messages` in the page's language, for the failures the server's answer carries no text for. */
export function toSubmitFailure(error: unknown, messages: PublicPageMessages): SubmitFailure {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { kind: 'form', message: messages.genericError };
  }
  const { status } = error;
  const field = error.body?.field;
  const serverMessage = error.serverMessage;

  // The cap on unverified reservations: waiting out a window does not lift it, so no minutes are shown.
  if (status === 429 && error.body?.resetTime === undefined && serverMessage === messages.tooManyPending) {
    return { kind: 'form', message: messages.tooManyPending };
  }
  // Too many sign-ups from the email's domain: another address is the way on, so it shows under the email.
  if (status === 429 && field === 'email') {
    return { kind: 'field', field: 'email', message: serverMessage ?? messages.emailDomainBusy };
  }
  if (status === 429) {
    return { kind: 'form', message: messages.tooManyAttempts(error.body?.resetTime ?? DEFAULT_RESET_MINUTES) };
  }
  // Busy for a whole minute of retries (the API client waited out each Retry-After): nothing was
  // spent, the same press will do. A 503 without Retry-After is not ours to explain.
  if (status === 503 && error.retryAfterSeconds !== undefined) {
    return { kind: 'form', message: messages.busyGaveUp(messages.reserve) };
  }
  // The human token was missing, expired or already spent: play again.
  if (status === 403 || field === 'human_token') {
    return { kind: 'human-check' };
  }
  if (status === 500 && field === 'email') {
    return { kind: 'field', field: 'email', message: serverMessage ?? messages.submitFailedNotReserved };
  }
  if (status === 409) {
    if (field === 'email') return { kind: 'field', field: 'email', message: serverMessage ?? messages.emailTaken };
    if (field === 'gameshift_id') {
      return { kind: 'field', field: 'handle', message: serverMessage ?? messages.handleTaken, taken: true };
    }
    return { kind: 'form', message: messages.alreadyRegistered };
  }
  if (status === 400 && serverMessage) {
    if (field === 'email') return { kind: 'field', field: 'email', message: serverMessage };
    if (field === 'gameshift_id') return { kind: 'field', field: 'handle', message: serverMessage };
  }
  return { kind: 'form', message: serverMessage ?? messages.genericError };
}
