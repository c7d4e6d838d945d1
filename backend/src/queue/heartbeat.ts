import { Logger } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import { randomUUID } from 'node:crypto';
import { beat, forgetInstance, registerInstance, releaseLapsed } from './queue.queries';

/**
 * This instance's heartbeat in the database, and the release of the jobs of instances whose
 * heartbeat stopped. The lapse is judged by the database's clock on the last renewal; this side
 * measures from when it asked for its last renewal, which is never later, and stops sending a
 * quarter of the lapse early: a paused or cut-off instance falls silent before its jobs can be
 * handed to another.
 */
export class Heartbeat {
  private readonly logger = new Logger(Heartbeat.name);
  private instance = randomUUID();
  /** performance.now() when the last renewal that succeeded was asked for; -Infinity before the first. */
  private renewedAt = Number.NEGATIVE_INFINITY;
  private timer?: NodeJS.Timeout;
  private beating?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly db: PgBoss.Db,
    private readonly everyMs: number,
    private readonly lapseMs: number,
    /** Called when jobs of a lapsed instance went back to the queue. */
    private readonly onReleased: (count: number) => void,
  ) {}

  /** The id this instance marks its jobs with; it changes when the instance was judged dead. */
  get id(): string {
    return this.instance;
  }

  async start(): Promise<void> {
    const askedAt = performance.now();
    await registerInstance(this.db, this.instance);
    this.renewedAt = askedAt;
    this.schedule();
  }

  /** Whether jobs taken under `id` may still be sent: it is this instance's id and its heartbeat is fresh. */
  fresh(id: string): boolean {
    return id === this.instance && performance.now() - this.renewedAt < (this.lapseMs * 3) / 4;
  }

  /** Stops renewing and removes the row; jobs still marked with it (none after a clean stop) go back. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.beating;
    await forgetInstance(this.db, this.instance).catch((err: unknown) => this.logger.warn({ err }, 'heartbeat row not removed'));
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.beating = this.renew().finally(() => this.schedule());
    }, this.everyMs);
  }

  private async renew(): Promise<void> {
    const askedAt = performance.now();
    try {
      if (await beat(this.db, this.instance)) {
        this.renewedAt = askedAt;
      } else {
        // Silent past the lapse (a long pause, a lost link): what it held went to others. It goes on
        // under a new id, and what it still holds under the old one is neither sent nor settled.
        const old = this.instance;
        this.instance = randomUUID();
        await registerInstance(this.db, this.instance);
        this.renewedAt = askedAt;
        this.logger.warn(
          { previous: old, instance: this.instance },
          'this instance was judged gone and its jobs released; it goes on under a new id',
        );
      }
      const released = await releaseLapsed(this.db, this.lapseMs);
      if (released > 0) {
        this.logger.warn({ released }, 'jobs of an instance that stopped are back in the queue');
        this.onReleased(released);
      }
    } catch (err) {
      this.logger.error({ err }, 'heartbeat failed; sending stops if it stays failing');
    }
  }
}
