/** The queue of webhook deliveries: one job per (event, endpoint). */
export const WEBHOOK_QUEUE = 'webhook';

/** Below every mail (MAIL_PRIORITY.normal is 0): a confirmation email matters more than the game hearing of it a moment later. */
export const WEBHOOK_PRIORITY = -20;

/** A delivery as its job carries it: the id of its row, which holds the body. */
export interface WebhookJob {
  deliveryId: string;
}

/** The longest wait between two attempts, however many failed before. */
export const MAX_RETRY_DELAY_MS = 3_600_000;

/** The wait before the attempt after `failedAttempts` failures: the base doubled each time, capped at an hour. */
export function retryDelayMs(baseMs: number, failedAttempts: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, Math.min(failedAttempts - 1, 30)));
}
