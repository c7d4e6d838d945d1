import type { ErrorTable } from '../common/app-error';

/** A reservation without a human check of its own, or with one past its time. */
export const HUMAN_CHECK_ERRORS = {
  human_check_required: { status: 403, answer: (messages) => ({ body: { error: messages.humanCheckRequired, field: 'human_token' } }) },
  human_check_expired: { status: 403, answer: (messages) => ({ body: { error: messages.humanCheckExpired, field: 'human_token' } }) },
} satisfies ErrorTable;
