import { QueryFailedError } from 'typeorm';

/** PostgreSQL's unique_violation and exclusion_violation: a row someone else holds already. */
const CONFLICT_STATES = new Set(['23505', '23P01']);

/**
 * The name of the unique or exclusion constraint a failed statement violated ('' when the driver
 * does not say), or undefined for any other failure. The one place these states are read: the
 * exception filter answers any such failure with a 409, and a feature names the field its own
 * constraints protect.
 */
export function violatedConstraint(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  if (!CONFLICT_STATES.has(driverError?.code ?? '')) return undefined;
  return driverError?.constraint ?? '';
}
