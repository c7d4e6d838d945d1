import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { DataSource } from 'typeorm';
import type { LimitStorage } from '../common/limit-store/limit-storage';
import type { Consumer, OutboxJob, Outcome } from './consumer';
import { ConsumerRunner } from './consumer-runner';

// Nest is published as ES modules only, which this layer does not load: its logger stays quiet here.
jest.mock('@nestjs/common', () => ({
  Logger: class {
    log() {}
    warn() {}
    error() {}
  },
}));

const POLL_MS = 1000;
const BATCH = 10;

type Data = { id: string };

/** A queue of `backlog` jobs as pg-boss hands them out, counting the fetches that asked for them. */
function queueOf(backlog: number) {
  let next = 0;
  const fetches: number[] = [];
  const boss = {
    fetch: async (): Promise<Array<JobWithMetadata<Data>>> => {
      fetches.push(Date.now());
      const jobs = Array.from({ length: Math.min(BATCH, backlog - next) }, () => {
        const id = String(++next);
        return { id, retryCount: 0, priority: 0, createdOn: new Date(), data: { id } } as unknown as JobWithMetadata<Data>;
      });
      return jobs;
    },
    complete: async (_: string, attempts: unknown[]) => ({ affected: attempts.length }),
  };
  return { boss: boss as unknown as PgBoss, fetches };
}

/** A consumer of three lanes whose batches are handled when `finish` is called. */
function consumerOf() {
  const inHand: Array<() => void> = [];
  const consumer: Consumer<Data> = {
    kind: 'test',
    priority: 0,
    batchSize: BATCH,
    lanes: 3,
    pollMs: POLL_MS,
    retry: { limit: 1, delaySeconds: 1, expireInSeconds: 60 },
    handle: (jobs: Array<OutboxJob<Data>>) =>
      new Promise<Map<string, Outcome>>((resolve) =>
        inHand.push(() => resolve(new Map(jobs.map((job) => [job.jobId, { kind: 'done' } as Outcome])))),
      ),
  };
  const finish = () => inHand.splice(0).forEach((done) => done());
  return { consumer, inHand, finish };
}

function runnerOf(consumer: Consumer<Data>, boss: PgBoss): ConsumerRunner<Data> {
  const dataSource = { transaction: (work: (manager: unknown) => unknown) => work({}) } as unknown as DataSource;
  return new ConsumerRunner(consumer, boss, dataSource, {} as LimitStorage, 60_000, new Map());
}

describe('ConsumerRunner', () => {
  let runner: ConsumerRunner<Data> | undefined;

  /** A runner of three lanes over a queue of `backlog` jobs, started and past its first looks. */
  async function started(backlog: number) {
    const { boss, fetches } = queueOf(backlog);
    const { consumer, inHand, finish } = consumerOf();
    runner = runnerOf(consumer, boss);
    runner.start();
    await jest.advanceTimersByTimeAsync(0);
    return { runner, fetches, inHand, finish };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(async () => {
    const stopped = runner?.stop();
    await jest.advanceTimersByTimeAsync(0);
    await stopped;
    runner = undefined;
    jest.useRealTimers();
  });

  it('asks the database once a poll interval while idle, whatever its number of lanes', async () => {
    const { fetches } = await started(0);
    const first = fetches.length;
    await jest.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(fetches.length - first).toBe(10);
  });

  it('puts every lane to work on a backlog the watching lane finds, and rests them again once it is gone', async () => {
    // The first lane to look finds a full batch, and the resting lanes wake to take the rest.
    const { fetches, inHand, finish } = await started(3 * BATCH);
    expect(inHand).toHaveLength(3);

    finish();
    await jest.advanceTimersByTimeAsync(0);
    const idleFrom = fetches.length;
    await jest.advanceTimersByTimeAsync(5 * POLL_MS);
    expect(fetches.length - idleFrom).toBe(5);
  });

  it('wakes its resting lanes at once when jobs are queued here', async () => {
    const { runner, fetches } = await started(0);
    const before = fetches.length;
    runner.soon();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetches.length - before).toBe(3);
  });
});
