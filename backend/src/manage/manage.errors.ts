import type { ErrorTable } from '../common/app-error';

/** A person's own data: a manage or erasure link that opens nothing. */
export const MANAGE_ERRORS = {
  manage_link_invalid: { status: 404, answer: (messages) => ({ body: { error: messages.manageLinkInvalid } }) },
  erase_link_invalid: { status: 404, answer: (messages) => ({ body: { error: messages.eraseLinkInvalid } }) },
} satisfies ErrorTable;
