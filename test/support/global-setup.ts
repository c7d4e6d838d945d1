import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { countAppStart } from './cost';
import { freePort } from './free-port';
import { createRequire } from 'node:module';

const ROOT = path.resolve(__dirname, '..', '..');

/** Starts the built app once for the whole browser run and tells the tests where it is. */
export default async function globalSetup(): Promise<void> {
  const main = path.join(ROOT, 'backend', 'dist', 'main.js');
  if (!fs.existsSync(main)) throw new Error('backend/dist is missing: run npm run build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gameshift-browser-'));
  fs.chmodSync(dataDir, 0o755);
  const [port, smtpPort, inboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
  // The database runs beside the app (not inside it) so tests can seed and inspect rows directly.
  const requireDist = createRequire(main);
  const { startEmbeddedPostgres } = requireDist(
    './infra/embedded-postgres.js',
  ) as typeof import('../../backend/src/infra/embedded-postgres');
  const db = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), database: 'gameshift', durable: false });
  (globalThis as { __browserDb?: { stop(): Promise<void> } }).__browserDb = db;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DEV_INBOX_SMTP_PORT: String(smtpPort),
    DEV_INBOX_WEB_PORT: String(inboxPort),
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'correct-horse-battery-staple',
    LOG_LEVEL: 'warn',
    MAIL_RETRY_DELAY_S: '1',
    // Every browser test comes from 127.0.0.1; the limits themselves are tested in the backend e2e suite.
    THROTTLE_RESERVE_LIMIT: '100000',
    THROTTLE_DEFAULT_LIMIT: '100000',
    THROTTLE_LOGIN_LIMIT: '100000',
    PENDING_PER_CLIENT: '100000',
    EMAIL_DOMAIN_LIMIT: '100000',
    // The proof of work has its own test at the default cost; the other journeys need not pay it.
    HUMAN_CHECK_POW_COST: '1',
    // The Traffic page's test reads the counted events within a second or two.
    ANALYTICS_FLUSH_S: '1',
    // The webhooks page's test sees a failed delivery retried within seconds, not the production half-minute.
    WEBHOOK_RETRY_BASE_MS: '1000',
    // No browser test kills the app, so pg-boss's pass over the queues (which fails a dead instance's
    // jobs for a retry) runs every 30 s, not the shipped 3: a pass costs an idle app a third of its CPU.
    OUTBOX_MONITOR_S: '30',
    ...JSON.parse(process.env.E2E_APP_ENV ?? '{}'),
  };
  delete (env as Record<string, string | undefined>).SMTP_URL;
  const logFile = path.join(dataDir, 'app.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [main], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  countAppStart();

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited during start:\n${fs.readFileSync(logFile, 'utf8')}`);
    if (
      await fetch(`${baseUrl}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not become ready:\n${fs.readFileSync(logFile, 'utf8')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_INBOX_URL = `http://127.0.0.1:${inboxPort}`;
  process.env.E2E_APP_PID = String(child.pid);
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_DATABASE_URL = db.url;
}
