import { AppError } from '../../common/app-error';
import { violatedConstraint } from '../../database/constraint-violation';

/** Which field a violated uniqueness or exclusion constraint on reservations protects. */
export function conflictField(error: unknown): 'gameshift_id' | 'email' | undefined {
  const constraint = violatedConstraint(error);
  if (constraint === undefined) return undefined;
  if (/handle/.test(constraint)) return 'gameshift_id';
  if (/email/.test(constraint)) return 'email';
  return undefined;
}

/**
 * The answer to a write that lost a claim to someone else: 409 on the handle or on the email.
 * Anything else is not a lost claim and is thrown on as it is.
 */
export function claimConflict(error: unknown): AppError {
  const field = conflictField(error);
  if (field === 'gameshift_id') return new AppError('handle_taken');
  if (field === 'email') return new AppError('email_taken');
  throw error;
}
