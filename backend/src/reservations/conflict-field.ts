import { QueryFailedError } from 'typeorm';

export type ConflictField = 'gameshift_id' | 'email';

/** Which field a violated uniqueness or exclusion constraint on reservations protects. */
export function conflictField(error: unknown): ConflictField | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  if (driverError?.code !== '23505' && driverError?.code !== '23P01') return undefined;
  return constraintField(driverError.constraint ?? '');
}

/** Which field the constraint of that name protects, by the names the migrations give them. */
export function constraintField(constraint: string): ConflictField | undefined {
  if (/handle/.test(constraint)) return 'gameshift_id';
  if (/email/.test(constraint)) return 'email';
  return undefined;
}
