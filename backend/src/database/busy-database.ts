import { QueryFailedError } from 'typeorm';

/**
 * States in which PostgreSQL did not judge the request, only ran out of room or time for it:
 * query_canceled (the statement timeout), serialization_failure, deadlock_detected,
 * too_many_connections, lock_not_available, and insufficient resources. The same request
 * may well succeed a moment later.
 */
const BUSY_STATES = new Set(['57014', '40001', '40P01', '53300', '53000', '55P03']);

/** States a statement may simply be run again for, once: the database undid it whole. */
const RETRYABLE_STATES = new Set(['40001', '40P01']);

/** What pg-pool and pg say when no connection could be had within connectionTimeoutMillis. */
const ACQUIRE_TIMEOUTS = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];

function stateOf(error: unknown): string | undefined {
  if (error instanceof QueryFailedError) return (error.driverError as { code?: string } | undefined)?.code;
  return (error as { code?: unknown } | null)?.code === undefined ? undefined : String((error as { code: unknown }).code);
}

/** Whether a failure means "the database is busy": answered 503 with Retry-After, never 500. */
export function isBusyDatabaseError(error: unknown): boolean {
  const state = stateOf(error);
  if (state !== undefined && BUSY_STATES.has(state)) return true;
  return error instanceof Error && ACQUIRE_TIMEOUTS.some((text) => error.message.includes(text));
}

/** Whether a failed statement was undone whole by a conflict with another transaction, and may run again. */
export function isRetryableConflict(error: unknown): boolean {
  const state = stateOf(error);
  return state !== undefined && RETRYABLE_STATES.has(state);
}
