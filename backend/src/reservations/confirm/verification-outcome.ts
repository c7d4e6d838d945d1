import { RESEND } from '@gameshift/contracts';
/** What verifying a token means for the reservation it belongs to, before any update is tried. */
export type Precheck = 'unknown' | 'already_verified' | 'expired' | 'verifiable';

export interface VerifiableRow {
  is_verified: boolean;
  verified_at: Date | null;
  /** When the link used expires. */
  expires_at: Date;
}

/** A link is good until its expiry instant, exclusive: 24 h − 1 s is accepted, 24 h + 1 s is not. */
export function precheck(row: VerifiableRow | undefined, now: Date): Precheck {
  if (!row) return 'unknown';
  if (row.is_verified || row.verified_at !== null) return 'already_verified';
  if (row.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'verifiable';
}

/** Resends: one per cooldown, and a bounded number per rolling day. */
export function resendAllowed(
  row: { last_sent_at: Date | null; sent_count: number; sent_window_start: Date },
  now: Date,
  limits: { cooldownMs: number; perDay: number },
): { allowed: boolean; windowExpired: boolean } {
  const windowExpired = now.getTime() - row.sent_window_start.getTime() >= RESEND.windowMs;
  if (row.last_sent_at && now.getTime() - row.last_sent_at.getTime() < limits.cooldownMs) return { allowed: false, windowExpired };
  // The first email of a reservation is not a resend, hence the + 1.
  if (!windowExpired && row.sent_count >= limits.perDay + 1) return { allowed: false, windowExpired };
  return { allowed: true, windowExpired };
}
