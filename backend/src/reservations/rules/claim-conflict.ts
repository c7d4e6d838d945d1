import { QueryFailedError } from 'typeorm';
import { AppError } from '../../common/app-error';

/** Which field a violated uniqueness or exclusion constraint on reservations protects. */
export function conflictField(error: unknown): 'gameshift_id' | 'email' | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  if (driverError?.code !== '23505' && driverError?.code !== '23P01') return undefined;
  const constraint = driverError.constraint ?? '';
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
