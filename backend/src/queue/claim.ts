import { Logger } from '@nestjs/common';
import type { JobAttempt, JobWithMetadata, PgBoss } from 'pg-boss';

/**
 * What pg-boss answers a touch or a settle with (its declared type is empty): how many of the jobs
 * named it changed, and which.
 */
export interface Settled {
  affected: number;
  settled?: string[];
}

/** The attempt a job was taken at: what fences every touch and settle of it. */
export const attemptOf = (job: JobWithMetadata<unknown>): JobAttempt => ({ id: job.id, retryCount: job.retryCount });

/**
 * A batch in hand, as pg-boss 12 fences it: each job by its id and the retry count it was taken at
 * (every claim counts one), so a touch or a settle of an attempt another worker has since taken
 * changes nothing. The batch is touched every half heartbeat while in hand; sends may start only
 * while every job's last touch went through less than three quarters of a heartbeat ago, so a
 * worker paused or cut off stops sending before pg-boss's monitor can hand its jobs on.
 */
export class Claim {
  private readonly logger = new Logger(Claim.name);
  /** performance.now() when the last touch that held every job was asked for (the take, at first). */
  private heldAt: number;
  private lost = false;
  private timer?: NodeJS.Timeout;
  private touching?: Promise<void>;

  constructor(
    private readonly boss: PgBoss,
    private readonly queue: string,
    readonly attempts: JobAttempt[],
    private readonly heartbeatMs: number,
    takenAt: number,
  ) {
    this.heldAt = takenAt;
  }

  /** Starts touching the batch's jobs, every half heartbeat, until `release`. */
  hold(): void {
    if (this.attempts.length === 0) return;
    this.timer = setInterval(() => {
      this.touching ??= this.touch().finally(() => (this.touching = undefined));
    }, this.heartbeatMs / 2);
  }

  /** Whether a send may start now: no job was taken from this batch and the last touch is recent. */
  fresh(): boolean {
    return !this.lost && performance.now() - this.heldAt < (this.heartbeatMs * 3) / 4;
  }

  async release(): Promise<void> {
    clearInterval(this.timer);
    await this.touching;
  }

  private async touch(): Promise<void> {
    const askedAt = performance.now();
    try {
      const { settled = [], affected } = (await this.boss.touch(this.queue, this.attempts)) as Settled;
      if (affected === this.attempts.length) {
        this.heldAt = askedAt;
        return;
      }
      // pg-boss's monitor failed a job this worker was too slow to touch, and it may be in other hands.
      this.lost = true;
      const held = new Set(settled);
      this.logger.warn(
        { queue: this.queue, lost: this.attempts.filter((attempt) => !held.has(attempt.id)).length },
        'jobs in hand were handed on after a lapsed heartbeat; this batch sends nothing more',
      );
    } catch (err) {
      this.logger.error({ err, queue: this.queue }, 'heartbeat failed; sending stops if it stays failing');
    }
  }
}
