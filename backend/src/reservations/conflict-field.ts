import { QueryFailedError } from 'typeorm';

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
