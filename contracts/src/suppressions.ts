/**
 * Why an address gets no announcements. `unsubscribed` and `complained` are the person's own
 * choice and only they may lift it; `bounced` (the mailbox refuses mail) and `manual` (an owner's
 * entry) are the team's to remove.
 */
export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced', 'complained', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** The reasons an owner may remove from the list; the others belong to the person. */
export const LIFTABLE_SUPPRESSION_REASONS: readonly SuppressionReason[] = ['bounced', 'manual'];

/** A soft bounce (a full mailbox, a greylisting server) suppresses only once it repeats this often within the window. */
export const SOFT_BOUNCE_RULE = { count: 3, windowDays: 30 } as const;

/** The form field and value RFC 8058 has a mail client post to the List-Unsubscribe URL. */
export const ONE_CLICK_UNSUBSCRIBE = { field: 'List-Unsubscribe', value: 'One-Click' } as const;

/** One entry of the suppression list as the admin API answers it. */
export interface SuppressionRecord {
  id: string;
  /** The address as it was when suppressed; null once its person has erased their data. */
  email: string | null;
  reason: SuppressionReason;
  created_at: string;
}

/** The answer to a one-click unsubscribe. */
export interface UnsubscribeResponse {
  unsubscribed: true;
}

/** What the unsubscribe page shows before it asks (GET /api/unsubscribe/:token/reservation). */
export interface UnsubscribeDetails {
  /** The handle of the reservation the link was mailed about; null for a test copy's link or a reservation deleted since. */
  handle: string | null;
  announcements: 'subscribed' | 'unsubscribed';
}

/** The answer to undoing an unsubscribe: `unsubscribed` still when the address stays suppressed for a reason not the person's (a bounce). */
export interface ResubscribeResponse {
  announcements: 'subscribed' | 'unsubscribed';
}
