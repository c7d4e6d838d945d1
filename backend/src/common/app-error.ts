import type { ApiErrorField, EmailErrorCode, HandleErrorCode } from '@gameshift/contracts';

/** Every failure the app reports on purpose. The exception filter maps each to a status and a message. */
export type AppErrorCode =
  | EmailErrorCode
  | HandleErrorCode
  | 'invalid_body'
  | 'human_check_required'
  | 'human_check_expired'
  | 'handle_taken'
  | 'email_taken'
  | 'rate_limited'
  | 'too_many_pending'
  | 'not_found'
  | 'already_verified';

export interface AppErrorDetails {
  /** For invalid_body: what exactly is wrong, in words a developer understands. */
  detail?: string;
  field?: ApiErrorField;
  /** For rate_limited: seconds until the client may try again. */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly details: AppErrorDetails = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
