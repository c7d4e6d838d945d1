// node test/bench/review.mjs: the security review's findings, tried again as an outsider would, against
// the production build on a fresh embedded PostgreSQL and a local SMTP server that counts mail. Each
// file in test/bench/review/ exports `checks`: [{ item, title, run(ctx) → { ok, detail } }]. Prints one
// line a check and exits 1 when any fails. Needs `npm run build` first.
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, productionSecrets, startSmtpCounter, ROOT, startNode, stop, waitReady } from './support.mjs';

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require(join(ROOT, 'backend/dist/infra/embedded-postgres.js'));
const { HumanCheckSigner } = require(join(ROOT, 'backend/dist/human-check/human-check-signer.js'));

const SECRET = randomBytes(32).toString('hex');
const ADMIN = { email: 'owner@review.example', password: 'review-owner-password-1' };
const only = process.argv.slice(2).map(Number);

const smtp = await startSmtpCounter();
const arrivals = smtp.arrivals;

const dir = mkdtempSync(join(tmpdir(), 'gameshift-review-'));
chmodSync(dir, 0o755);
const db = await startEmbeddedPostgres({ dir, database: 'review' });
const sql = new pg.Pool({ connectionString: db.url, max: 2 });
const apps = [];

const baseEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: db.url,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  ...productionSecrets(SECRET),
  MAIL_EVENTS_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // The review signs in as a script: the owner's second factor is the subject of the e2e tests.
  ADMIN_MFA: 'optional',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '127.0.0.1',
  EMAIL_DOMAIN_CHECK: 'false',
};

/** Starts one more instance on the same database, with `env` on top of the review's; resolves with its base URL and process. */
async function startInstance(env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startNode(join(ROOT, 'backend/dist/main.js'), {
    ...baseEnv,
    PUBLIC_URL: base,
    PORT: String(port),
    DATA_DIR: join(dir, `app-${apps.length}`),
    ...env,
  });
  apps.push(child);
  await waitReady(`${base}/health/ready`, child, 120_000);
  return { base, child };
}

/** Starts one more instance on the same database, with `env` on top of the review's; resolves with its base URL. */
async function startApp(env = {}) {
  return (await startInstance(env)).base;
}

let clients = 0;
const signer = new HumanCheckSigner(SECRET);
let failed = 0;
try {
  const base = await startApp();
  const login = await fetch(`${base}/api/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
    body: JSON.stringify(ADMIN),
  }).then((r) => r.json());
  const ctx = {
    base,
    env: baseEnv,
    sql: (text, params) => sql.query(text, params).then((r) => r.rows),
    /** A client address of its own, as the proxy reports it. */
    client: () => {
      const n = ++clients;
      return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    },
    /** A fetch from `client` (an address from ctx.client()) through the proxy. */
    call: (path, { client, method = 'GET', body, headers = {}, base: at = base } = {}) =>
      fetch(`${at}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(client ? { 'x-forwarded-for': client } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    /** An owner's call to the admin API. */
    admin: (path, { method = 'GET', body } = {}) =>
      fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${login.token}`,
          'x-forwarded-for': '10.250.0.1',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    humanToken: () => signer.issueToken(Date.now()),
    /** Mail that reached the SMTP server: [recipient, arrival time] pairs. */
    mail: arrivals,
    startApp,
    startInstance,
    freePort,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  };
  const files = readdirSync(join(ROOT, 'test/bench/review'))
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  const checks = [];
  for (const file of files) checks.push(...(await import(join(ROOT, 'test/bench/review', file))).checks);
  checks.sort((a, b) => a.item - b.item);
  for (const check of checks) {
    if (only.length > 0 && !only.includes(check.item)) continue;
    let result;
    try {
      result = await check.run(ctx);
    } catch (error) {
      result = { ok: false, detail: `threw ${error?.stack ?? error}` };
    }
    if (!result.ok) failed++;
    process.stdout.write(`${result.ok ? 'ok  ' : 'FAIL'} item ${check.item}: ${check.title}: ${result.detail}\n`);
  }
} finally {
  for (const app of apps) await stop(app);
  await sql.end();
  await db.stop();
  smtp.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed > 0 ? 1 : 0;
