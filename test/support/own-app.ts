import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import pg from 'pg';
import { countAppStart } from './cost';
import { freePort } from './free-port';

const ROOT = path.resolve(__dirname, '..', '..');

export interface OwnApp {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A second instance of the built app on the run's database, for the few tests whose settings
 * differ from the shared app's (the default proof-of-work cost, a small domain limit, the DNS
 * check). It has its own data folder and development inbox.
 */
export async function startOwnApp(env: Record<string, string>): Promise<OwnApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gameshift-own-'));
  const [port, smtpPort, inboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'app.log');
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'backend', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      PUBLIC_URL: baseUrl,
      DEV_INBOX_SMTP_PORT: String(smtpPort),
      DEV_INBOX_WEB_PORT: String(inboxPort),
      LOG_LEVEL: 'warn',
      // As on the shared app: every browser test reserves from one loopback client on the one database,
      // so the per-client limits and the cap on waiting reservations would refuse the later tests.
      // A test about one of them sets its own.
      THROTTLE_RESERVE_LIMIT: '100000',
      THROTTLE_DEFAULT_LIMIT: '100000',
      PENDING_PER_CLIENT: '100000',
      // As on the shared app: no test kills it, so pg-boss's pass runs every 30 s, not the shipped 3.
      OUTBOX_MONITOR_S: '30',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  countAppStart();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited during start:\n${fs.readFileSync(logFile, 'utf8')}`);
    // Only once this child says it listens: the other worker's app may hold the port drawn for this one.
    const ready =
      /is ready in/.test(fs.readFileSync(logFile, 'utf8')) &&
      (await fetch(`${baseUrl}/health/ready`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not become ready:\n${fs.readFileSync(logFile, 'utf8')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An empty database of its own on the run's PostgreSQL, for an app whose tests change what every
 * visitor sees (a published article): the shared app's pages stay as the other tests expect them.
 * The app that starts on it migrates it and seeds the shipped articles, as a new site does.
 */
export async function freshDatabase(): Promise<string> {
  const url = new URL(process.env.E2E_DATABASE_URL ?? '');
  const name = `site_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
