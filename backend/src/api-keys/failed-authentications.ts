import { AppError } from '../common/app-error';
import type { LimitStorage } from '../common/limit-store/limit-storage';

/** How many failed authentications one client may make per window before every call of it is refused. */
export interface FailureLimit {
  limit: number;
  windowMs: number;
}

/**
 * Authenticates a call of the game's API, counting only failures against the client: the game's
 * servers are few addresses making many good calls, so a good call never counts. A client with
 * `limit` failures in the window is refused with `rate_limited` before its key is even looked up,
 * for at most the window (Retry-After says the whole window: the store tells no finer).
 */
export async function authenticateCounted<T>(
  limits: LimitStorage,
  client: string,
  { limit, windowMs }: FailureLimit,
  authenticate: () => Promise<T | null>,
): Promise<T> {
  const key = `api-key-failed:${client}`;
  if (await limits.isExhausted(key, limit)) throw new AppError('rate_limited', { retryAfterSeconds: windowMs / 1000 });
  const caller = await authenticate();
  if (caller !== null) return caller;
  await limits.increment(key, windowMs, limit, windowMs);
  throw new AppError('api_key_required');
}
