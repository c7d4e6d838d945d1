import { LOCALES, type ApiErrorField, type Messages } from '@gameshift/contracts';
import type { BodyProblem, ErrorTable, ListProblem } from './app-error';

/** Whole seconds to wait, at least one, and the minutes a person is told. */
function wait(retryAfterSeconds: number): { seconds: number; minutes: number } {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) };
}

/** A 429 that tells a person the minutes to wait, and a client the seconds. */
export function waitMinutes(retryAfterSeconds: number, words: (minutes: number) => string, field?: ApiErrorField) {
  const { seconds, minutes } = wait(retryAfterSeconds);
  return { body: { error: words(minutes), ...(field && { field }), resetTime: minutes }, headers: { 'Retry-After': String(seconds) } };
}

/** The errors of the HTTP layer every feature shares: a request's shape, lists, limits, load, a record not there. */
export const COMMON_ERRORS = {
  invalid_body: {
    status: 400,
    answer: (messages, details?: { body?: BodyProblem; field?: ApiErrorField }) => ({
      body: {
        error: details?.body ? bodyMessage(details.body, messages) : messages.httpError[400],
        ...(details?.field && { field: details.field }),
      },
    }),
  },
  unsupported_media_type: { status: 415, answer: (messages) => ({ body: { error: messages.httpError[415] } }) },
  not_found: {
    status: 404,
    answer: (messages, details?: { subject: 'record' }) => ({
      body: { error: details?.subject === 'record' ? messages.recordNotFound : messages.reservationNotFound },
    }),
  },
  invalid_list: {
    status: 400,
    answer: (messages, details: { list: ListProblem }) => ({ body: { error: listMessage(details.list, messages) } }),
  },
  method_not_allowed: {
    status: 405,
    answer: (messages, details: { allow: string; refusal: 'read_only' | 'kept' }) => ({
      body: { error: details.refusal === 'kept' ? messages.recordsKept : messages.recordsReadOnly },
      headers: { Allow: details.allow },
    }),
  },
  rate_limited: {
    status: 429,
    answer: (messages, details: { retryAfterSeconds: number }) => waitMinutes(details.retryAfterSeconds, messages.tooManyAttempts),
  },
  overloaded: {
    status: 503,
    // Nothing was spent: the very same request is expected again after the wait.
    answer: (messages, details: { retryAfterSeconds: number }) => {
      const { seconds } = wait(details.retryAfterSeconds);
      return { body: { error: messages.serverBusy, retryAfter: seconds }, headers: { 'Retry-After': String(seconds) } };
    },
  },
} satisfies ErrorTable;

function bodyMessage(body: BodyProblem, messages: Messages): string {
  switch (body.problem) {
    case 'not_object':
      return messages.requestNotObject;
    case 'unexpected_field':
      return messages.requestUnexpectedField(body.field);
    case 'not_text':
      return messages.requestNotText(body.field);
    case 'too_long':
      return messages.requestTooLong(body.field);
    case 'field_rule':
      return messages.requestFieldRule(body.field, body.rule);
    case 'locale':
      return messages.localeInvalid(LOCALES);
    case 'shape':
      return messages[body.sentence];
  }
}

function listMessage(list: ListProblem, messages: Messages): string {
  switch (list.problem) {
    case 'sort':
      return messages.listSortInvalid(list.allowed);
    case 'range':
      return messages.listRangeInvalid(list.max, list.maxOffset);
    case 'filter':
      return messages.listFilterInvalid;
    case 'filter_field':
      return messages.listFilterField(list.field, list.allowed);
    case 'filter_value':
      return messages.listFilterValue(list.field);
    case 'ids':
      return messages.listIdsTooMany(list.max);
    case 'search':
      return messages.listSearchNone(list.allowed);
  }
}
