import { Pool } from 'pg';
import PgBoss from 'pg-boss';
import { createFetchOrderIndex, queueAudience } from '../src/queue/queue.queries';
import { createTestDatabase } from './support/test-app';

/*
 * The outbox's own writes to pg-boss's tables, run from this process against a real database with
 * the pinned pg-boss: a set-based audience queued in bounded memory and time, jobs pg-boss itself
 * takes and completes.
 */

/** Everything pg-boss decides about a job when it is queued, but its id, data and instants. */
const JOB_SHAPE = `SELECT name, priority, state::text, retry_limit, retry_count, retry_delay, retry_backoff, expire_in::text,
                          policy, dead_letter, singleton_key, singleton_on, (keep_until - start_after)::text AS kept_for,
                          start_after = created_on AS starts_at_once
                     FROM pgboss.job WHERE name = $1 AND data->>'by' = $2`;

const AUDIENCE_SIZE = 100_000;

describe('the outbox against pg-boss 10 on a real database', () => {
  let pool: Pool;
  let boss: PgBoss;
  let db: PgBoss.Db;
  const sql = async <T>(text: string, values: unknown[] = []): Promise<T[]> => (await pool.query(text, values)).rows as T[];

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    pool = new Pool({ connectionString: databaseUrl, max: 2 });
    db = { executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows as unknown[] }) };
    boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false });
    boss.on('error', () => undefined);
    await boss.start();
    await boss.createQueue('announce', { name: 'announce', retryLimit: 7, retryDelay: 3, retryBackoff: true, expireInSeconds: 90 });
    await boss.createQueue('with-defaults', { name: 'with-defaults' });
    await sql(
      `CREATE TABLE audience AS
         SELECT g AS n, gen_random_uuid() AS reservation_id
           FROM generate_series(1, ${AUDIENCE_SIZE}) g`,
    );
    await sql('ALTER TABLE audience ADD PRIMARY KEY (n)');
  });
  afterAll(async () => {
    await boss.stop({ graceful: false });
    await pool.end();
  });

  it(`queues one job per reader of a ${AUDIENCE_SIZE.toLocaleString('en')}-row audience in bounded memory and time`, async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 5);
    const startedAt = performance.now();
    let queued: number;
    try {
      queued = await queueAudience(
        db,
        'announce',
        {
          sql: `SELECT n AS key, jsonb_build_object('reservationId', reservation_id, 'issue', $1::text) AS payload
                  FROM audience WHERE n > $2`,
          params: ['launch', 0],
        },
        { priority: 0 },
      );
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - startedAt) / 1000;
    const heapGrowthMb = (heapPeak - heapBefore) / 1024 / 1024;
    process.stdout.write(
      `enqueueMany: ${queued.toLocaleString('en')} jobs in ${seconds.toFixed(2)} s ` +
        `(${Math.round(queued / seconds).toLocaleString('en')} jobs/s), heap growth at peak ${heapGrowthMb.toFixed(1)} MB\n`,
    );

    expect(queued).toBe(AUDIENCE_SIZE);
    const [counts] = await sql<{ jobs: number; ids: number; readers: number; issue: number }>(
      `SELECT count(*)::int AS jobs, count(DISTINCT data->>'id')::int AS ids, count(DISTINCT data->>'reservationId')::int AS readers,
              count(*) FILTER (WHERE data->>'issue' = 'launch')::int AS issue
         FROM pgboss.job WHERE name = 'announce'`,
    );
    expect(counts).toEqual({ jobs: AUDIENCE_SIZE, ids: AUDIENCE_SIZE, readers: AUDIENCE_SIZE, issue: AUDIENCE_SIZE });
    // The audience never crosses into this process: 100,000 rows as objects would take tens of MB.
    expect(heapGrowthMb).toBeLessThan(32);
    // Generous for a busy two-core machine; a round trip per job would take minutes.
    expect(seconds).toBeLessThan(30);
  }, 60_000);

  it('takes a batch from the 100,000 waiting by reading the fetch-order index, not by sorting them all', async () => {
    await createFetchOrderIndex(db);
    await createFetchOrderIndex(db);
    await sql('ANALYZE pgboss.job');
    // The index of the queue's partition, which the index on pg-boss's partitioned table made.
    const scans = async () => {
      const [{ scans }] = await sql<{ scans: number }>(
        `SELECT coalesce(sum(s.idx_scan), 0)::int AS scans FROM pg_stat_user_indexes s
           JOIN pg_inherits i ON i.inhrelid = s.indexrelid JOIN pg_class parent ON parent.oid = i.inhparent
          WHERE parent.relname = 'job_fetch_order'`,
      );
      return scans;
    };
    const before = await scans();
    const taken = await boss.fetch('announce', { batchSize: 200, priority: true });
    expect(taken).toHaveLength(200);
    // Statistics reach other sessions once the fetching one reports them, within a second or so of going idle.
    const deadline = Date.now() + 15_000;
    while ((await scans()) === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await scans()).toBeGreaterThan(before);
    await boss.complete(
      'announce',
      taken.map((job) => job.id),
    );
  });

  it.each(['announce', 'with-defaults'])(
    'makes the job pg-boss makes on queue %s, which pg-boss then takes and completes',
    async (queue) => {
      await boss.send(queue, { by: 'pg-boss' }, { priority: 10 });
      const queued = await queueAudience(
        db,
        queue,
        { sql: "SELECT 1 AS key, jsonb_build_object('by', 'outbox') AS payload" },
        { priority: 10 },
      );
      expect(queued).toBe(1);
      const [ours] = await sql(JOB_SHAPE, [queue, 'outbox']);
      const [theirs] = await sql(JOB_SHAPE, [queue, 'pg-boss']);
      expect(theirs).toBeDefined();
      expect(ours).toEqual(theirs);

      const taken = await boss.fetch<{ by: string }>(queue, { batchSize: 2, priority: true });
      const job = taken.find((j) => j.data.by === 'outbox');
      expect(job).toBeDefined();
      await boss.complete(queue, job!.id);
      const [{ state }] = await sql<{ state: string }>('SELECT state::text AS state FROM pgboss.job WHERE id = $1', [job!.id]);
      expect(state).toBe('completed');
    },
  );

  it('walks an audience whose size is a whole number of batches to its end, once', async () => {
    const queued = await queueAudience(
      db,
      'with-defaults',
      { sql: "SELECT n AS key, jsonb_build_object('batch', 'exact') AS payload FROM audience WHERE n <= 30" },
      { priority: 0, batch: 10 },
    );
    expect(queued).toBe(30);
    const [{ n }] = await sql<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'batch' = 'exact'");
    expect(n).toBe(30);
  });

  it('refuses a queue that does not exist, queuing nothing', async () => {
    await expect(queueAudience(db, 'missing', { sql: 'SELECT 1 AS key, NULL::jsonb AS payload' }, { priority: 0 })).rejects.toThrow(
      'no queue named missing',
    );
  });
});
