import { CLIENT_RATE_LIMIT, minutesUntil } from '@gameshift/contracts';

/**
 * The browser's own count of reservation attempts, in localStorage under `form_submission` as
 * `{ attempts: number[] }` (epoch-ms timestamps inside the window). It only spares the server
 * obvious hammering; the server enforces the real limit.
 */
type AttemptRecord = { attempts: number[] };

export type AttemptCheck = { allowed: true } | { allowed: false; minutes: number };

function readAttempts(now: number): number[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CLIENT_RATE_LIMIT.storageKey);
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    const attempts = typeof parsed === 'object' && parsed !== null && 'attempts' in parsed ? parsed.attempts : null;
    if (!Array.isArray(attempts)) return [];
    return attempts.filter(
      (at): at is number => typeof at === 'number' && Number.isFinite(at) && at <= now && now - at < CLIENT_RATE_LIMIT.windowMs,
    );
  } catch {
    // A corrupt value (edited by hand, written by an older version) starts a fresh window.
    return [];
  }
}

function writeAttempts(attempts: number[]): void {
  const record: AttemptRecord = { attempts };
  try {
    window.localStorage.setItem(CLIENT_RATE_LIMIT.storageKey, JSON.stringify(record));
  } catch {
    // Storage full or disabled: the server-side limit still applies.
  }
}

export function checkAttemptLimit(now: number = Date.now()): AttemptCheck {
  const attempts = readAttempts(now);
  if (attempts.length < CLIENT_RATE_LIMIT.attempts) return { allowed: true };
  const oldest = Math.min(...attempts);
  return { allowed: false, minutes: Math.max(1, minutesUntil(oldest + CLIENT_RATE_LIMIT.windowMs, now)) };
}

export function recordAttempt(now: number = Date.now()): void {
  writeAttempts([...readAttempts(now), now]);
}
