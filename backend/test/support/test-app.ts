import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../src/infra/free-port';
import { countAppStart } from './cost';
import { TEMPLATE_DATABASE } from './template-database';

// E2E_APP_MAIN runs the suites against another build, e.g. an earlier commit's, to show answers unchanged.
const MAIN = process.env.E2E_APP_MAIN ?? path.resolve(__dirname, '..', '..', 'dist', 'main.js');

/** What a test needs of any app, its own or a shared one (shared-app.ts). */
export interface AppHandle {
  baseUrl: string;
  databaseUrl: string;
  /** Runs SQL against the app's database. */
  sql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
}

/** An app a test started for itself: it may stop, kill or pause it. */
export interface TestApp extends AppHandle {
  /** Everything the process wrote, for assertions on logs. */
  output(): string;
  /** SIGTERM and wait for a clean exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies wherever it is, with no shutdown of any kind. */
  kill(): Promise<void>;
  /** Sends a signal and returns at once (SIGSTOP and SIGCONT pause and resume the process). */
  signal(signal: NodeJS.Signals): void;
}

/**
 * A fresh database in the run's PostgreSQL cluster: a copy of the migrated template, or, with
 * `empty`, one with nothing in it, for tests of what a first boot does.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<string> {
  const adminUrl = process.env.E2E_PG_URL;
  if (!adminUrl) throw new Error('E2E_PG_URL is not set: run through backend/test/jest-e2e.config.js');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}${empty ? '' : ` TEMPLATE ${TEMPLATE_DATABASE}`}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function sqlOn<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * The tables, in every schema but the system's (the app's own and the queue's), with a row whose
 * text holds one of `needles`: what a dump of the database would reveal.
 */
export async function tablesContaining(app: AppHandle, needles: string[]): Promise<string[]> {
  const tables = await app.sql<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  expect(tables.length).toBeGreaterThan(5);
  const hits: string[] = [];
  for (const { name } of tables) {
    const [{ found }] = await app.sql<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${name} t, unnest($1::text[]) AS needle WHERE strpos(t::text, needle) > 0) AS found`,
      [needles],
    );
    if (found) hits.push(name);
  }
  return hits;
}

/** Starts the built app as a child process and resolves once /health/ready answers 200. */
export async function startTestApp(env: Record<string, string> = {}, databaseUrl?: string): Promise<TestApp> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the backend first (npm run build)`);
  const url = databaseUrl ?? (await createTestDatabase());
  // A port found free can be taken, before the app binds it, by any outgoing connection of the run
  // (they draw from the same range): the app then refuses to start (its own check, or listen's
  // EADDRINUSE when the port went between the check and the bind), and another free port serves.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env, url);
    } catch (error) {
      if (attempt === 3 || !/is already in use|EADDRINUSE/.test((error as Error).message)) throw error;
    }
  }
}

async function startOnFreePort(env: Record<string, string>, url: string): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gameshift-app-'));
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:9',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      MAIL_RETRY_DELAY_S: '1',
      LOG_LEVEL: 'info',
      // Every test request comes from one loopback client; suites about the cap set their own.
      PENDING_PER_CLIENT: '100000',
      // Every test address is at example.com; the suite about the domain limit sets its own.
      EMAIL_DOMAIN_LIMIT: '100000',
      // Suites send crowds of hundreds at once to see the database decide; the suite about overload sets its own bound.
      ADMISSION_MAX_QUEUE: '100000',
      ADMISSION_QUEUE_TIMEOUT_MS: '60000',
      // The cheapest proof of work: only the suite about it asks for more.
      HUMAN_CHECK_POW_COST: '1',
      // pg-boss's pass over the queues (it fails for a retry the jobs of an instance that died, and
      // tidies): every 30 s, where a shipped instance runs it every 3. A pass costs an idle app about
      // a third of its CPU, and only the suites that kill an instance need it sooner: they set it.
      OUTBOX_MONITOR_S: '30',
      ...env,
      DATABASE_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  countAppStart();
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const baseUrl = `http://127.0.0.1:${port}`;
  // Generous: on a busy two-core machine, loading the app alone can take a while.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited during start:\n${output}`);
    // Only once this child says it listens: until then another run's app may hold the port (it was
    // free when drawn), and its health check must not be taken for this one's.
    const ready =
      /is ready in/.test(output) &&
      (await fetch(`${baseUrl}/health/ready`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    baseUrl,
    databaseUrl: url,
    output: () => output,
    sql: (text, values) => sqlOn(url, text, values),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
    signal: (signal) => void child.kill(signal),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
