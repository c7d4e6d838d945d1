import type { ErrorTable } from '../common/app-error';

/** Unsubscribe links, the mail providers' signed events, and the suppression list's own refusals. */
export const SUPPRESSION_ERRORS = {
  unsubscribe_link_invalid: { status: 404, answer: (messages) => ({ body: { error: messages.unsubscribeLinkInvalid } }) },
  // Off until the operator sets MAIL_EVENTS_SECRET: to a provider, a route that is not there.
  mail_events_off: { status: 404, answer: (messages) => ({ body: { error: messages.mailEventsOff } }) },
  mail_events_unsigned: { status: 401, answer: (messages) => ({ body: { error: messages.mailEventsUnsigned } }) },
  suppression_exists: { status: 409, answer: (messages) => ({ body: { error: messages.suppressionExists, field: 'email' } }) },
  suppression_person_only: { status: 403, answer: (messages) => ({ body: { error: messages.suppressionPersonOnly } }) },
} satisfies ErrorTable;
