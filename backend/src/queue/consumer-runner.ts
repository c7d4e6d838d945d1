import { Logger } from '@nestjs/common';
import type { JobAttempt, JobInsert, JobWithMetadata, PgBoss } from 'pg-boss';
import { DataSource } from 'typeorm';
import { LimitStorage } from '../common/limit-store/limit-storage';
import { attemptOf, Claim, Settled } from './claim';
import { Composer, ComposedData, Consumer, JobEnvelope, Outcome, OutboxJob } from './consumer';
import { transactionalDb } from './queue.queries';
import { Wakeup } from './wakeup';

/** While jobs were just queued here, an idle lane looks this often instead of once a poll interval. */
const EAGER_POLL_MS = 20;
const EAGER_FOR_MS = 500;
/** While a consumer steps aside (Consumer.mayTake), it asks again this often. */
const STEP_ASIDE_POLL_MS = 50;
/** A database error in a lane is retried after this pause rather than in a tight loop. */
const ERROR_PAUSE_MS = 1000;
/** An idle lane that is not the one watching for work looks this often all the same, should a ring be missed. */
const RESTING_LANE_MS = 60_000;

/**
 * `deferrals`: how often the message was put back untried (Outcome `deferred`), which pg-boss does
 * not count; `queuedAt`: when it was first queued, kept across those returns.
 */
type Data = JobEnvelope & Partial<ComposedData> & { deferrals?: number; queuedAt?: string };

/** When the message a job carries was first queued: a job put back untried is a new job of the same message. */
const queuedAt = (job: JobWithMetadata<Data>): Date => (job.data.queuedAt ? new Date(job.data.queuedAt) : job.createdOn);
type Taken = { claim: Claim; jobs: Array<JobWithMetadata<Data>> };

function isComposed(data: Data): data is Data & ComposedData {
  return typeof data.kind === 'string' && typeof data.params === 'object' && data.params !== null;
}

/**
 * Runs one consumer: lanes that take batches while a backlog exists, each batch a claim on its
 * jobs' attempts (claim.ts) that is touched while in hand and fences every send and settle, so jobs
 * handed to another worker after a lapsed heartbeat are neither sent nor settled here.
 */
export class ConsumerRunner<T> {
  private readonly logger: Logger;
  private readonly wakeup = new Wakeup();
  private running = false;
  private lanes: Promise<void>[] = [];
  private eagerUntil = 0;
  /** The idle lane that looks for work; the other idle lanes rest until rung. */
  private watcher: number | undefined;

  constructor(
    private readonly consumer: Consumer<T>,
    private readonly boss: PgBoss,
    private readonly dataSource: DataSource,
    private readonly limits: LimitStorage,
    private readonly heartbeatMs: number,
    private readonly composers: ReadonlyMap<string, Composer<unknown>>,
  ) {
    this.logger = new Logger(`Outbox:${consumer.kind}`);
  }

  start(): void {
    this.running = true;
    this.lanes = Array.from({ length: this.consumer.lanes }, (_, lane) => this.work(lane));
  }

  /** Takes no new batch and finishes the ones in flight. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeup.ring();
    await Promise.all(this.lanes);
  }

  /** Jobs were just queued, or handed back: look for them now, and eagerly for a short while. */
  soon(): void {
    this.eagerUntil = Date.now() + EAGER_FOR_MS;
    this.wakeup.ring();
  }

  private async work(lane: number): Promise<void> {
    while (this.running) {
      let taken: Taken | undefined;
      try {
        if (this.consumer.mayTake && !(await this.consumer.mayTake())) {
          await this.idle(lane, STEP_ASIDE_POLL_MS);
          continue;
        }
        taken = await this.take();
        if (taken.jobs.length > 0) {
          this.atWork(lane);
          await this.process(taken);
        }
      } catch (error) {
        this.logger.error({ err: error }, 'batch failed; its jobs are tried again');
        if (taken) {
          const failed = new Map<string, Outcome>(taken.jobs.map((job) => [job.id, { kind: 'failed', error }]));
          await this.settle(taken, failed).catch(() => undefined);
        }
        await this.wakeup.sleep(ERROR_PAUSE_MS);
        continue;
      } finally {
        await taken?.claim.release();
      }
      if (taken.jobs.length === 0) {
        // Eagerly for jobs just queued here, else once a poll interval.
        await this.idle(lane, Date.now() < this.eagerUntil ? EAGER_POLL_MS : this.consumer.pollMs);
      } else if (taken.jobs.length === this.consumer.batchSize) {
        // A full batch means more is waiting: let the idle lanes take part.
        this.wakeup.ring();
      }
    }
  }

  /**
   * Waits while there is nothing to take. One idle lane watches, asking again after `ms`; the
   * others rest until rung, so an idle instance asks the database once a poll interval, not once a
   * lane. Work is never left waiting on a resting lane: the watcher rings them as it takes a batch.
   */
  private async idle(lane: number, ms: number): Promise<void> {
    this.watcher ??= lane;
    await this.wakeup.sleep(this.watcher === lane ? ms : RESTING_LANE_MS);
  }

  /** A lane that took a batch watches no more: the resting lanes wake, and one of them watches. */
  private atWork(lane: number): void {
    if (this.watcher !== lane) return;
    this.watcher = undefined;
    this.wakeup.ring();
  }

  /** Takes a batch, and holds it (claim.ts) until it is settled. */
  private async take(): Promise<Taken> {
    const takenAt = performance.now();
    const jobs = await this.boss.fetch<Data>(this.consumer.kind, {
      batchSize: this.consumer.batchSize,
      includeMetadata: true,
      priority: true,
    });
    const claim = new Claim(this.boss, this.consumer.kind, jobs.map(attemptOf), this.heartbeatMs, takenAt);
    claim.hold();
    return { claim, jobs };
  }

  private async process(taken: Taken): Promise<void> {
    const outcomes = new Map<string, Outcome>();
    const done = this.consumer.done ? await this.consumer.done(taken.jobs.map((job) => job.data.id)) : new Set<string>();
    const pending = taken.jobs.filter((job) => {
      if (done.has(job.data.id)) outcomes.set(job.id, { kind: 'done' });
      return !done.has(job.data.id);
    });
    const ready = await this.composeAll(pending, outcomes);
    const context = {
      maySend: () => this.running && taken.claim.fresh(),
      permits: (wanted: number) => this.permits(wanted),
    };
    for (const [id, outcome] of await this.consumer.handle(ready, context)) outcomes.set(id, outcome);
    await this.settle(taken, outcomes);
  }

  /** Writes every job composed at send, one composer call per kind; other jobs are ready as queued. */
  private async composeAll(jobs: Array<JobWithMetadata<Data>>, outcomes: Map<string, Outcome>): Promise<Array<OutboxJob<T>>> {
    const ready: Array<OutboxJob<T>> = [];
    const byComposer = new Map<string, Array<JobWithMetadata<Data & ComposedData>>>();
    for (const job of jobs) {
      if (isComposed(job.data)) {
        const composer = job.data.kind;
        byComposer.set(composer, [...(byComposer.get(composer) ?? []), job as JobWithMetadata<Data & ComposedData>]);
      } else {
        ready.push({ jobId: job.id, data: job.data as T & JobEnvelope, createdOn: queuedAt(job) });
      }
    }
    for (const [name, group] of byComposer) {
      const composer = this.composers.get(name);
      try {
        // Every instance runs the same code, so an unknown composer is a fault worth retrying, not dropping.
        if (!composer) throw new Error(`no composer named ${name}`);
        const written = await composer(group.map((job) => ({ id: job.data.id, params: job.data.params })));
        group.forEach((job, i) => {
          const data = written[i];
          if (data)
            ready.push({
              jobId: job.id,
              data: { ...(data as T), id: job.data.id },
              createdOn: queuedAt(job),
            });
          else {
            this.logger.log({ id: job.data.id, composer: name }, 'job no longer needed');
            outcomes.set(job.id, { kind: 'done' });
          }
        });
      } catch (error) {
        for (const job of group) outcomes.set(job.id, { kind: 'failed', error });
      }
    }
    return ready;
  }

  /** Permits for up to `wanted` sends under the consumer's rate, waiting for the first one if need be. */
  private async permits(wanted: number): Promise<number> {
    const rate = this.consumer.rate;
    if (!this.running) return 0;
    if (!rate) return wanted;
    while (this.running) {
      const { granted, waitMs } = await this.limits.takePermits(rate.key, wanted, rate.perSecond);
      if (granted > 0) return granted;
      await this.wakeup.sleep(waitMs);
    }
    return 0;
  }

  /**
   * Completes, fails or puts back each job, fenced by the attempt it was taken at: a job pg-boss
   * handed to another worker meanwhile is that worker's to settle, and is left alone here. A job put
   * back is completed and its message queued again, in the one transaction.
   */
  private async settle(taken: Taken, outcomes: Map<string, Outcome>): Promise<void> {
    const done: JobAttempt[] = [];
    const failed: Array<{ attempt: JobAttempt; error: unknown }> = [];
    const deferred = new Map<string, JobInsert<Data>>();
    for (const job of taken.jobs) {
      const outcome = outcomes.get(job.id) ?? { kind: 'deferred', delaySeconds: 0 };
      if (outcome.kind === 'done') done.push(attemptOf(job));
      else if (outcome.kind === 'failed') failed.push({ attempt: attemptOf(job), error: outcome.error });
      else {
        // Put back untried: this job is done with, and the same message (its data's id, the
        // exactly-once key) is queued again to start after the delay, its deferral counted.
        done.push(attemptOf(job));
        deferred.set(job.id, {
          data: { ...job.data, deferrals: (job.data.deferrals ?? 0) + 1, queuedAt: queuedAt(job).toISOString() },
          priority: job.priority,
          startAfter: new Date(Date.now() + outcome.delaySeconds * 1000),
        });
      }
    }
    const kind = this.consumer.kind;
    const settled = await this.dataSource.transaction(async (manager) => {
      const db = transactionalDb(manager);
      let count = 0;
      if (done.length > 0) {
        const completed = (await this.boss.complete(kind, done, null, { db })) as Settled;
        const ours = new Set(completed.settled ?? []);
        const again = [...deferred].filter(([id]) => ours.has(id)).map(([, job]) => job);
        if (again.length > 0) await this.boss.insert(kind, again, { db });
        count += completed.affected;
      }
      for (const { attempt, error } of failed) {
        const message = error instanceof Error ? error.message : String(error);
        count += ((await this.boss.fail(kind, attempt, { message }, { db })) as Settled).affected;
      }
      return count;
    });
    if (settled < taken.jobs.length) {
      this.logger.warn({ jobs: taken.jobs.length, settled }, 'jobs handed to another worker while in hand; left to it');
    }
    this.consumer.settled?.({ done: done.length - deferred.size, failed: failed.length, deferred: deferred.size });
  }
}
