import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LimitStorage } from '../common/limit-store/limit-storage';
import { Composer, ComposedData, Consumer } from './consumer';
import { ConsumerRunner } from './consumer-runner';
import { busyJobs, waitingJobs, WaitingJobs } from './queue.queries';
import { QueueService } from './queue.service';
import { moveVersion10Jobs } from './version-10';

export interface EnqueueOptions {
  /** The caller's transaction: the job commits, or rolls back, with the write that queued it. */
  manager?: EntityManager;
  /** Higher is taken first; the consumer's own priority by default. */
  priority?: number;
}

/** A job for a statement of the database to queue itself inside a larger write (see the claim function). */
export interface StatementJob {
  queue: string;
  data: ComposedData;
  priority: number;
}

/** Jobs of one composer: queued with their parameters, written by the composer when they are sent. */
export interface ComposedJobs {
  enqueue(params: Record<string, string>, options?: EnqueueOptions): Promise<string>;
  /** The job for a statement of the database to queue; call `committed` once that statement has committed. */
  forStatement(params: Record<string, string>, priority?: number): StatementJob;
  committed(): void;
}

/**
 * The one way out of the system after a commit. A feature queues jobs here, in its own transaction,
 * one at a time; consumers (mail, announcements, webhooks) are
 * run here, each with its kind, priority and rate, sharing the crash recovery: a job held by an
 * instance that stops is handed to a live one once pg-boss sees its heartbeat lapse, and the
 * instance that held it sends nothing more of it (claim.ts).
 * pg-boss stays behind this service: no feature touches it or its tables.
 */
@Injectable()
export class OutboxService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxService.name);
  private readonly consumers = new Map<string, Consumer<unknown>>();
  private readonly composers = new Map<string, Composer<unknown>>();
  private readonly runners = new Map<string, ConsumerRunner<unknown>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: QueueService,
    private readonly dataSource: DataSource,
    private readonly limits: LimitStorage,
  ) {}

  /** Registers a consumer. Call it from a constructor: consumers start once the whole app is initialised. */
  consume<T>(consumer: Consumer<T>): void {
    this.consumers.set(consumer.kind, consumer as Consumer<unknown>);
  }

  /**
   * Registers the composer of jobs whose content is made when they are sent (a link minted then),
   * and gives the way to queue them. Call it from a constructor, as `consume`.
   */
  composeAtSend<T>(kind: string, name: string, composer: Composer<T>): ComposedJobs {
    this.composers.set(name, composer);
    const data = (params: Record<string, string>): ComposedData => ({ id: randomUUID(), kind: name, params });
    return {
      enqueue: async (params, options = {}) => {
        const job = data(params);
        await this.send(kind, job, options);
        return job.id;
      },
      forStatement: (params, priority) => ({ queue: kind, data: data(params), priority: priority ?? this.priorityOf(kind) }),
      committed: () => this.runners.get(kind)?.soon(),
    };
  }

  /** Queues one job; with `manager` it commits with the caller's transaction. Resolves with the job's id (its data's `id`). */
  async enqueue(kind: string, payload: object, options: EnqueueOptions = {}): Promise<string> {
    const id = randomUUID();
    await this.send(kind, { ...payload, id }, options);
    return id;
  }

  /** How many jobs of a kind wait and since when. */
  waiting(kind: string): Promise<WaitingJobs> {
    return waitingJobs(this.queue.boss.getDb(), kind);
  }

  /** How many jobs of a kind are due now or in hand, on any instance. */
  busy(kind: string): Promise<number> {
    return busyJobs(this.queue.boss.getDb(), kind);
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const consumer of this.consumers.values()) {
      await this.queue.define({
        name: consumer.kind,
        retryLimit: consumer.retry.limit,
        retryDelay: consumer.retry.delaySeconds,
        retryBackoff: true,
        expireInSeconds: consumer.retry.expireInSeconds,
        // A job its worker stops touching (a crash, a pause) is failed by pg-boss's monitor and tried again.
        heartbeatSeconds: this.config.outbox.heartbeatSeconds,
      });
    }
    await moveVersion10Jobs(this.dataSource, this.queue.boss, this.queue.defined);
    for (const consumer of this.consumers.values()) {
      const heartbeatMs = this.config.outbox.heartbeatSeconds * 1000;
      const runner = new ConsumerRunner(consumer, this.queue.boss, this.dataSource, this.limits, heartbeatMs, this.composers);
      this.runners.set(consumer.kind, runner);
      runner.start();
    }
    this.logger.log({ consumers: [...this.consumers.keys()] }, 'outbox running');
  }

  /** Before the queue stops: take no new batch, and finish the ones in flight. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.runners.values()].map((runner) => runner.stop()));
  }

  private async send(kind: string, data: object, options: EnqueueOptions): Promise<void> {
    await this.queue.send(kind, data, options.manager, options.priority ?? this.priorityOf(kind));
    this.runners.get(kind)?.soon();
  }

  private priorityOf(kind: string): number {
    return this.consumers.get(kind)?.priority ?? 0;
  }
}
