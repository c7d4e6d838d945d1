import { AppConfig } from '../config/app-config';

/** Jobs one fetch takes; the batch's database work (checks, links, records) is a few statements, not one per message. */
export const FETCH_BATCH = 50;
/** Batches in flight at once: one is fetched and composed while another is being sent. */
export const MAIL_LANES = 2;
/** A server that asks us to slow down (4xx) pauses sending for 1 s, then 2, 4, … up to a minute. */
const SLOW_DOWN_FIRST_MS = 1000;
const SLOW_DOWN_MAX_MS = 60_000;

/**
 * How every mail consumer fetches and paces its jobs: the same batch, polling, retries and the one
 * site-wide rate key, so that mail of every kind together keeps within the provider's rate. A consumer
 * whose batches cost more per batch than per message may fetch more than `FETCH_BATCH` at a time.
 */
export function mailPace(config: AppConfig, fetchBatch = FETCH_BATCH) {
  const cap = config.mail.maxPerSecond;
  return {
    // Under a rate cap a batch holds about a second of mail, so messages are not held taken for long.
    batchSize: cap === undefined ? fetchBatch : Math.max(1, Math.min(fetchBatch, Math.ceil(cap / MAIL_LANES))),
    rate: cap === undefined ? undefined : { key: 'mail:rate', perSecond: cap },
    pollMs: config.mail.pollingIntervalSeconds * 1000,
    retry: {
      limit: config.mail.retryLimit,
      delaySeconds: config.mail.retryDelaySeconds,
      expireInSeconds: config.mail.jobTimeoutSeconds,
    },
  };
}

/** A consumer's pause after the SMTP server asked it to slow down, doubling per episode up to a minute. */
export class SlowDown {
  private pausedUntil = 0;
  private pauseMs = 0;

  /** Whether sending waits now: another message was just refused, so do not knock again yet. */
  get paused(): boolean {
    return Date.now() < this.pausedUntil;
  }

  /** Whole seconds left of the pause, for the jobs put back meanwhile. */
  remainingSeconds(): number {
    return Math.ceil(Math.max(0, this.pausedUntil - Date.now()) / 1000);
  }

  /**
   * One pause per refusal episode: the sends refused together with the first do not lengthen it.
   * Returns the pause this refusal started, or null when one was already running.
   */
  begin(): number | null {
    if (this.paused) return null;
    this.pauseMs = this.pauseMs === 0 ? SLOW_DOWN_FIRST_MS : Math.min(SLOW_DOWN_MAX_MS, this.pauseMs * 2);
    this.pausedUntil = Date.now() + this.pauseMs;
    return this.pauseMs;
  }

  /** A message went through: the next episode starts again from the shortest pause. */
  recovered(): void {
    this.pauseMs = 0;
  }
}
