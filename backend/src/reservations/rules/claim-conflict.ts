import { AppError } from '../../common/app-error';
import { violatedConstraint } from '../../database/constraint-violation';

export type ConflictField = 'gameshift_id' | 'email';

/** Which field a violated uniqueness or exclusion constraint on reservations protects. */
export function conflictField(error: unknown): ConflictField | undefined {
  const constraint = violatedConstraint(error);
  return constraint === undefined ? undefined : constraintField(constraint);
}

/** Which field the constraint of that name protects, by the names the migrations give them. */
export function constraintField(constraint: string): ConflictField | undefined {
  if (/handle/.test(constraint)) return 'gameshift_id';
  if (/email/.test(constraint)) return 'email';
  return undefined;
}

/**
 * The answer to a write that lost a claim to someone else: 409 on the handle or on the email.
 * Anything else is not a lost claim and is thrown on as it is.
 */
export function claimConflict(error: unknown): AppError {
  const lost = lostClaim(conflictField(error));
  if (lost) return lost;
  throw error;
}

/** The answer to a claim lost on this field; none when the field is not one a claim can lose. */
export function lostClaim(field: ConflictField | undefined): AppError | undefined {
  if (field === 'gameshift_id') return new AppError('handle_taken');
  if (field === 'email') return new AppError('email_taken');
  return undefined;
}
