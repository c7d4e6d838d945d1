import { waitMinutes } from '../common/common.errors';
import type { ErrorTable } from '../common/app-error';

/** The admins' refusals: roles, the second factor, the team's invitations and its last owner. */
export const AUTH_ERRORS = {
  role_forbidden: { status: 403, answer: (messages) => ({ body: { error: messages.roleForbidden } }) },
  mfa_enrol_first: { status: 403, answer: (messages) => ({ body: { error: messages.mfaEnrolFirst } }) },
  mfa_not_started: { status: 409, answer: (messages) => ({ body: { error: messages.mfaNotStarted } }) },
  mfa_code_invalid: { status: 400, answer: (messages) => ({ body: { error: messages.mfaCodeInvalid, field: 'code' } }) },
  mfa_current_code_required: {
    status: 403,
    answer: (messages) => ({ body: { error: messages.mfaCurrentCodeNeeded, field: 'current_code' } }),
  },
  mfa_current_code_invalid: {
    status: 403,
    answer: (messages) => ({ body: { error: messages.mfaCurrentCodeInvalid, field: 'current_code' } }),
  },
  mfa_recovery_code_used: { status: 403, answer: (messages) => ({ body: { error: messages.mfaRecoveryCodeUsed, field: 'current_code' } }) },
  mfa_codes_paused: {
    status: 429,
    answer: (messages, details: { retryAfterSeconds: number }) => waitMinutes(details.retryAfterSeconds, messages.mfaCodesPaused, 'code'),
  },
  last_owner: { status: 409, answer: (messages) => ({ body: { error: messages.lastOwner } }) },
  admin_exists: { status: 409, answer: (messages) => ({ body: { error: messages.adminExists, field: 'email' } }) },
  invitation_invalid: { status: 400, answer: (messages) => ({ body: { error: messages.invitationInvalid } }) },
  password_too_short: { status: 400, answer: (messages) => ({ body: { error: messages.adminPasswordTooShort, field: 'password' } }) },
} satisfies ErrorTable;
