import { PgBoss } from 'pg-boss';
import { createTestDatabase, sqlOn } from './support/test-app';

/** Everything pg-boss decides about a job when it is queued, but its id, data and instants. */
const JOB_SHAPE = `SELECT name, priority, state::text, retry_limit, retry_count, retry_delay, retry_backoff, retry_delay_max,
                          expire_seconds, deletion_seconds, heartbeat_seconds, policy, dead_letter, singleton_key, singleton_on,
                          (keep_until - start_after)::text AS kept_for, start_after = created_on AS starts_at_once
                     FROM pgboss.job WHERE name = $1 AND data->>'by' = $2`;

describe('enqueue_job, the database function that queues a job inside a larger write', () => {
  let databaseUrl: string;
  let boss: PgBoss;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false });
    boss.on('error', () => undefined);
    await boss.start();
    await boss.createQueue('with-options', {
      retryLimit: 7,
      retryDelay: 3,
      retryBackoff: true,
      expireInSeconds: 90,
      retentionSeconds: 1800,
      deleteAfterSeconds: 3600,
      heartbeatSeconds: 15,
    });
    await boss.createQueue('with-defaults');
  });
  afterAll(async () => {
    await boss.stop({ graceful: false });
  });

  it.each(['with-options', 'with-defaults'])('makes the same job as pg-boss on a queue %s', async (queue) => {
    await boss.send(queue, { by: 'pg-boss' }, { priority: 10 });
    const [{ id }] = await sqlOn<{ id: string | null }>(databaseUrl, 'SELECT enqueue_job($1, $2, $3) AS id', [
      queue,
      { by: 'function' },
      10,
    ]);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [ours] = await sqlOn(databaseUrl, JOB_SHAPE, [queue, 'function']);
    const [theirs] = await sqlOn(databaseUrl, JOB_SHAPE, [queue, 'pg-boss']);
    expect(theirs).toBeDefined();
    expect(ours).toEqual(theirs);
  });

  it('queues nothing, and says so, for a queue that does not exist', async () => {
    const [{ id }] = await sqlOn<{ id: string | null }>(databaseUrl, 'SELECT enqueue_job($1, $2, $3) AS id', ['missing', {}, 0]);
    expect(id).toBeNull();
  });
});
