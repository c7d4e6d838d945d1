/** What every job's data carries besides its payload. */
export interface JobEnvelope {
  /** Stable id of what the job makes (a message, a delivery): a repeat with the same id is not made again. */
  id: string;
}

/** A job as its consumer sees it: its queue id, its data, when its message was first queued. */
export interface OutboxJob<T> {
  jobId: string;
  data: T & JobEnvelope;
  createdOn: Date;
}

/** What became of one job: settled by the outbox when the batch is done. */
export type Outcome =
  | { kind: 'done' }
  | { kind: 'failed'; error: unknown }
  /** Put back untried, to wait `delaySeconds`: the far end asked us to slow down, or the instance stops. */
  | { kind: 'deferred'; delaySeconds: number };

/** What the outbox offers a consumer while it handles a batch. */
export interface BatchContext {
  /**
   * Whether a send may start now: the instance still runs and its heartbeat is fresh enough that
   * no other instance can have been handed this batch. Ask before each send.
   */
  maySend(): boolean;
  /** Permits for up to `wanted` sends under the consumer's rate, waiting for the first; 0 when stopping. */
  permits(wanted: number): Promise<number>;
}

/**
 * One kind of job that leaves the system, and what makes it leave. The outbox takes its jobs in
 * batches (highest priority, then oldest, first), composes the ones queued for composing at send,
 * drops the ones already done, and settles each job from the outcome `handle` gives.
 */
export interface Consumer<T> {
  /** The queue its jobs are in. */
  readonly kind: string;
  /** Priority of its jobs when the one queuing them names none; higher goes first. */
  readonly priority: number;
  /** Jobs taken per batch, and batches in flight at once. */
  readonly batchSize: number;
  readonly lanes: number;
  /** How often the instance looks for jobs queued by another, while idle: one lane looks, the others rest. */
  readonly pollMs: number;
  /** Sends per second across every instance, under this key of the shared limits; none: no cap. */
  readonly rate?: { key: string; perSecond: number };
  /** Retries with backoff, and pg-boss's expiry: the last resort when no heartbeat tells. */
  readonly retry: { limit: number; delaySeconds: number; expireInSeconds: number };
  /**
   * Whether to take a batch now; no while work of a higher rank elsewhere (another kind) is due
   * or in hand. Asked before every fetch: the jobs stay queued, untouched, until it says yes.
   */
  mayTake?(): Promise<boolean>;
  /** Ids (JobEnvelope.id) among `ids` already done: their jobs complete without being handled. */
  done?(ids: string[]): Promise<Set<string>>;
  /** Handles a batch; a job with no outcome is put back untried. */
  handle(jobs: Array<OutboxJob<T>>, context: BatchContext): Promise<Map<string, Outcome>>;
  /** Told how each batch ended, for its metrics. */
  settled?(counts: { done: number; failed: number; deferred: number }): void;
}

/**
 * Writes jobs queued for composing at send time, in their order; null for one with nothing left
 * to send. The queue then holds what a job is about, never what it carries (a usable link).
 */
export type Composer<T> = (jobs: Array<{ id: string; params: Record<string, string> }>) => Promise<Array<T | null>>;

/** Data of a job composed at send: its composer's name (`kind`, as jobs already queued name it) and its parameters. */
export interface ComposedData extends JobEnvelope {
  kind: string;
  params: Record<string, string>;
}
