/** What a webhook endpoint may subscribe to: each is one job per (event, endpoint) in the outbox. */
export const WEBHOOK_EVENTS = ['reservation.confirmed', 'reservation.deleted', 'claim.redeemed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Where a delivery stands: waiting (first try or a retry), delivered (a 2xx), or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * Why an attempt failed, judged when it is recorded: the host name did not resolve, the URL was
 * refused by the site's rules (plain http, a private address), no connection, a failed TLS
 * handshake or certificate, no answer in time, or an answer other than 2xx. `other` is anything
 * else, and every failed attempt recorded before failures were judged.
 */
export const WEBHOOK_FAILURES = ['dns', 'refused', 'connect', 'tls', 'timeout', 'http', 'other'] as const;
export type WebhookFailure = (typeof WEBHOOK_FAILURES)[number];

export const WEBHOOK_LIMITS = {
  urlLength: 2048,
  /** A delivery that has failed for this long is given up; an endpoint failing this long is disabled. */
  retryWindowHours: 24,
  /** How long the secret replaced by a rotation still signs deliveries beside the new one. */
  rotationOverlapHours: 24,
  timeoutSeconds: 10,
} as const;

/** An endpoint as the portal reads it; `secret` only in the answer that made it (create, rotate). */
export interface WebhookRecord {
  id: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  disabled_reason: string | null;
  /** Until when the secret replaced by the last rotation still signs deliveries; null when none does. */
  previous_secret_until: string | null;
  created_at: string;
  secret?: string;
}

export interface WebhookAttemptRecord {
  id: string;
  status_code: number | null;
  duration_ms: number;
  /** Null for a delivered attempt. */
  failure: WebhookFailure | null;
  /** What went wrong, in a few words: `failure` says of which kind. */
  error: string | null;
  created_at: string;
}

export interface WebhookDeliveryRecord {
  id: string;
  webhook_id: string;
  event: WebhookEvent;
  status: WebhookDeliveryStatus;
  attempts: WebhookAttemptRecord[];
  created_at: string;
  last_attempt_at: string | null;
  /** When a pending delivery is tried next: null once it is settled; now or past when it is due. */
  next_attempt_at: string | null;
}

/** Why a URL may not receive webhooks: plain http, a name that does not resolve, or an address off the public internet. */
export type WebhookUrlRefusal = { kind: 'https' } | { kind: 'unresolved' } | { kind: 'address'; address: string; range: string };
