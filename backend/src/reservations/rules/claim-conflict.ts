import { AppError } from '../../common/app-error';

export type ConflictField = 'gameshift_id' | 'email';

/** Which field the constraint of that name protects, by the names the migrations give them. */
export function constraintField(constraint: string): ConflictField | undefined {
  if (/handle/.test(constraint)) return 'gameshift_id';
  if (/email/.test(constraint)) return 'email';
  return undefined;
}

/** The answer to a claim lost on this field; none when the field is not one a claim can lose. */
export function lostClaim(field: ConflictField | undefined): AppError | undefined {
  if (field === 'gameshift_id') return new AppError('handle_taken');
  if (field === 'email') return new AppError('email_taken');
  return undefined;
}
