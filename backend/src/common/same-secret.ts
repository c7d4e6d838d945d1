import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret a client sent equals the one configured, in time that tells nothing about
 * either: both sides are hashed first, so neither their lengths nor a common prefix shows in how
 * long the answer takes (timingSafeEqual alone needs equal lengths and would reveal the length).
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}
