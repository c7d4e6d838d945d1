import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import { sqlOn } from './test-app';

type JobState = { key: string; state: string; retry_count: number };

/**
 * What names a mail job: its message id, or its recipient (written in a plain message; for a
 * confirmation email, the address of the reservation the job names).
 */
export type MailJobKey = 'id' | 'to';

const KEY_SQL: Record<MailJobKey, string> = {
  id: "j.data->>'id'",
  to: "COALESCE(j.data->>'to', r.email)",
};

/**
 * The mail job of each message whose `key` is one of `values`, as the queue holds it: the newest
 * of its jobs, since a message put back untried (a provider's 4xx) is completed and queued again.
 */
export async function mailJobs(databaseUrl: string, key: MailJobKey, values: string[]): Promise<JobState[]> {
  return sqlOn<JobState>(
    databaseUrl,
    `SELECT DISTINCT ON (key) ${KEY_SQL[key]} AS key, j.state::text AS state, j.retry_count
       FROM pgboss.job j LEFT JOIN reservations r ON r.id::text = j.data->'params'->>'reservationId'
      WHERE j.name = 'mail.send' AND ${KEY_SQL[key]} = ANY($1)
      ORDER BY key, j.created_on DESC`,
    [values],
  );
}

/** Polls `probe` until it holds: the queue's progress is awaited, never guessed with a sleep. */
export async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every job was tried, failed at least once and waits for its retry: an outage held it back and dropped none. */
export async function allPendingAfterFailure(databaseUrl: string, key: MailJobKey, values: string[]): Promise<boolean> {
  const rows = await mailJobs(databaseUrl, key, values);
  return rows.length === values.length && rows.every((job) => job.state === 'retry' && job.retry_count >= 1);
}

export async function allCompleted(databaseUrl: string, key: MailJobKey, values: string[]): Promise<boolean> {
  const rows = await mailJobs(databaseUrl, key, values);
  return rows.length === values.length && rows.every((job) => job.state === 'completed');
}

/** Another producer on the app's queue, as any instance of it is. */
export async function producer(databaseUrl: string): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
  boss.on('error', () => undefined);
  await boss.start();
  return boss;
}

/** Queues plain messages in one statement, so the workers meet them all at once; returns their ids. */
export async function queueAll(databaseUrl: string, count: number, label: string): Promise<string[]> {
  const boss = await producer(databaseUrl);
  try {
    const ids = Array.from({ length: count }, () => randomUUID());
    await boss.insert(
      'mail.send',
      ids.map((id, i) => ({ data: { id, to: `${label}${i}@example.com`, subject: `${label} ${id}`, text: id, html: `<p>${id}</p>` } })),
    );
    return ids;
  } finally {
    await boss.stop({ graceful: false });
  }
}
