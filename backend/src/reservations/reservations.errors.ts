import { emailMessage, handleMessage, type EmailErrorCode, type HandleErrorCode } from '@gameshift/contracts';
import type { ErrorDeclaration, ErrorTable } from '../common/app-error';

const emailRule = (code: EmailErrorCode): ErrorDeclaration<undefined> => ({
  status: 400,
  answer: (messages) => ({ body: { error: emailMessage(code, messages), field: 'email' } }),
});

const handleRule = (code: HandleErrorCode): ErrorDeclaration<undefined> => ({
  status: 400,
  answer: (messages) => ({ body: { error: handleMessage(code, messages), field: 'gameshift_id' } }),
});

/** A reservation's own refusals: the email and handle rules, a claim that loses, a resend too soon, a confirmation twice. */
export const RESERVATION_ERRORS = {
  email_required: emailRule('email_required'),
  email_invalid: emailRule('email_invalid'),
  email_alias: emailRule('email_alias'),
  email_disposable: emailRule('email_disposable'),
  handle_required: handleRule('handle_required'),
  handle_format: handleRule('handle_format'),
  handle_digits_only: handleRule('handle_digits_only'),
  handle_restricted: handleRule('handle_restricted'),
  handle_reserved: handleRule('handle_reserved'),
  email_typo: {
    status: 400,
    answer: (messages, details: { likelyEmail: string }) => ({ body: { error: messages.emailTypo(details.likelyEmail), field: 'email' } }),
  },
  handle_taken: { status: 409, answer: (messages) => ({ body: { error: messages.handleTaken, field: 'gameshift_id' } }) },
  email_taken: { status: 409, answer: (messages) => ({ body: { error: messages.emailTaken, field: 'email' } }) },
  // No resetTime: the wait ends when the client confirms a reservation, not at a known time.
  too_many_pending: { status: 429, answer: (messages) => ({ body: { error: messages.tooManyPending } }) },
  resend_not_yet: {
    status: 429,
    answer: (messages, details: { retryAfterSeconds: number; resendLimit: 'cooldown' | 'daily' }) => {
      const seconds = Math.max(1, Math.ceil(details.retryAfterSeconds));
      return {
        body: { error: details.resendLimit === 'daily' ? messages.resendDailyLimit : messages.resendCoolingDown(seconds) },
        headers: { 'Retry-After': String(seconds) },
      };
    },
  },
  already_verified: { status: 409, answer: (messages) => ({ body: { error: messages.reservationAlreadyVerified } }) },
  invalid_operation: {
    status: 400,
    answer: (messages, details: { operations: readonly string[] }) => ({
      body: { error: messages.adminOperationInvalid(details.operations) },
    }),
  },
} satisfies ErrorTable;
