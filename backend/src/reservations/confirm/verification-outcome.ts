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

/** Whether another link may be sent now; if not, which limit stands in the way and how long until it lifts. */
export type ResendVerdict = { allowed: true } | { allowed: false; limit: 'cooldown' | 'daily'; retryAfterMs: number };

/** Resends: one per cooldown, and a bounded number per rolling day. */
export function resendAllowed(
  row: { last_sent_at: Date | null; sent_count: number; sent_window_start: Date },
  now: Date,
  limits: { cooldownMs: number; perDay: number },
): ResendVerdict {
  const cooldownLeft = row.last_sent_at ? row.last_sent_at.getTime() + limits.cooldownMs - now.getTime() : 0;
  if (cooldownLeft > 0) return { allowed: false, limit: 'cooldown', retryAfterMs: cooldownLeft };
  const dayLeft = row.sent_window_start.getTime() + RESEND.windowMs - now.getTime();
  // The first email of a reservation is not a resend, hence the + 1.
  if (dayLeft > 0 && row.sent_count >= limits.perDay + 1) return { allowed: false, limit: 'daily', retryAfterMs: dayLeft };
  return { allowed: true };
}
