// npm run bench:mail: how fast confirmation mail follows a burst of reservations. Each run sends a
// burst of BENCH_MAIL_N reservations (human tokens drawn beforehand, each from a client of its own
// through TRUST_PROXY, 32 at a time) to one or two instances in production mode (two share a
// redis-server) on a fresh database, against a local SMTP server that answers at once, and waits
// for every mail. Prints accepted reservations/s, mails/s, and the p50/p99 wait between a 201 and
// its mail arriving. BENCH_BASELINE=<dir>/backend/dist/main.js runs an earlier build in the same
// rounds, the two taking turns to go first.
import { fork, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort, percentile, pool, ROOT, startNode, stop, table, waitReady } from './support.mjs';

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require(join(ROOT, 'backend/dist/infra/embedded-postgres.js'));
const { HumanCheckSigner } = require(join(ROOT, 'backend/dist/human-check/human-check-signer.js'));
const { validateHandle } = require(join(ROOT, 'contracts/dist/index.js'));

const N = Number(process.env.BENCH_MAIL_N ?? 2000);
const CONCURRENCY = 32;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const INSTANCES = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
const BASELINE = process.env.BENCH_BASELINE;
const MAIL_TIMEOUT_MS = Number(process.env.BENCH_MAIL_TIMEOUT_S ?? 600) * 1000;
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const SECRET = randomBytes(32).toString('hex');

if (INSTANCES.includes(2) && !existsSync(REDIS_SERVER)) {
  process.stderr.write(`bench:mail with two instances needs redis-server (${REDIS_SERVER} is missing): apt-get install -y redis-server\n`);
  process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let serial = 0;
function handle() {
  for (;;) {
    const h = `m${(serial++).toString(36)}x`;
    if (validateHandle(h).ok) return h;
  }
}
const client = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const dir = mkdtempSync(join(tmpdir(), 'gameshift-bench-mail-'));
chmodSync(dir, 0o755);
const db = await startEmbeddedPostgres({ dir, database: 'bench' });
const admin = new pg.Client({ connectionString: db.url });
await admin.connect();
const redisPort = await freePort();
const redis = INSTANCES.includes(2)
  ? spawn(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  : undefined;
const smtpPort = await freePort();
const smtp = fork(join(ROOT, 'test/bench/smtp-counter.mjs'), { env: { ...process.env, PORT: String(smtpPort) }, stdio: 'inherit' });
await new Promise((resolve) => smtp.once('message', resolve));
const smtpArrivals = () =>
  new Promise((resolve) => {
    smtp.once('message', (m) => resolve(m.arrivals));
    smtp.send({ type: 'report' });
  });

const signer = new HumanCheckSigner(SECRET);
let runSerial = 0;

/** One burst against `instances` of `main` on a fresh database; resolves with its figures. */
async function burst(main, instances) {
  const database = `run${++runSerial}`;
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(db.url);
  url.pathname = `/${database}`;
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const apps = ports.map((port, i) =>
    startNode(main, {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(dir, `${database}-${i}`),
      DATABASE_URL: url.toString(),
      ...(instances > 1 ? { REDIS_URL: `redis://127.0.0.1:${redisPort}` } : {}),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JWT_SECRET: SECRET,
      MAIL_LINK_SECRET: randomBytes(32).toString('hex'),
      SUPPRESSION_KEY: randomBytes(32).toString('hex'),
      WEBHOOK_SEAL_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      // Every request is a client of its own; the per-client limits stay as they are. The crowd's
      // addresses share one made-up domain: the mail-domain rules are bench:bots's subject.
      EMAIL_DOMAIN_LIMIT: '10000000',
      EMAIL_DOMAIN_CHECK: 'false',
    }),
  );
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  try {
    await Promise.all(bases.map((base, i) => waitReady(`${base}/health/ready`, apps[i])));
    smtp.send({ type: 'reset' });
    const firstClient = runSerial * 100_000;
    const bodies = Array.from({ length: N }, (_, i) => ({
      email: `r${runSerial}-${i}@crowd.example`,
      gameshift_id: handle(),
      honeypot_fields: {},
      human_token: signer.issueToken(Date.now()),
    }));
    const accepted = new Map();
    const started = performance.now();
    const startedAt = Date.now();
    const answers = await pool(
      bodies.map((body, i) => async () => {
        const res = await fetch(`${bases[i % instances]}/api/validate-reservation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client(firstClient + i) },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        if (res.status === 201) accepted.set(body.email, Date.now());
        return res.status;
      }),
      CONCURRENCY,
    );
    const burstSeconds = (performance.now() - started) / 1000;
    const refused = answers.filter((s) => s !== 201).length;
    const deadline = Date.now() + MAIL_TIMEOUT_MS;
    let arrivals = [];
    while (Date.now() < deadline) {
      arrivals = (await smtpArrivals()).filter(([to]) => accepted.has(to));
      if (arrivals.length >= accepted.size) break;
      await sleep(200);
    }
    const waits = arrivals.map(([to, at]) => at - accepted.get(to)).sort((a, b) => a - b);
    const lastMail = Math.max(...arrivals.map(([, at]) => at));
    const firstMail = Math.min(...arrivals.map(([, at]) => at));
    const recipients = new Set(arrivals.map(([to]) => to));
    return {
      accepted: accepted.size,
      refused,
      reservePerSecond: accepted.size / burstSeconds,
      mails: arrivals.length,
      duplicates: arrivals.length - recipients.size,
      mailPerSecond: arrivals.length / Math.max(0.001, (lastMail - firstMail) / 1000),
      drainSeconds: (lastMail - startedAt) / 1000,
      p50: percentile(waits, 50) / 1000,
      p99: percentile(waits, 99) / 1000,
    };
  } finally {
    await Promise.all(apps.map(stop));
    await admin.query(`DROP DATABASE ${database} WITH (FORCE)`).catch(() => undefined);
  }
}

const builds = [['this build', 'backend/dist/main.js']];
if (BASELINE) builds.push(['before', BASELINE]);
const results = [];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const instances of INSTANCES) {
      // The earlier build goes first in every other run, so neither always meets the warmer machine.
      const order = (round + instances) % 2 === 0 ? builds : [...builds].reverse();
      for (const [name, main] of order) {
        const r = await burst(main, instances);
        results.push({ name, instances, ...r });
        process.stdout.write(
          `round ${round}, ${instances} instance(s), ${name}: ${r.reservePerSecond.toFixed(0)} reservations/s, ` +
            `${r.mailPerSecond.toFixed(0)} mails/s, wait p50 ${r.p50.toFixed(2)} s p99 ${r.p99.toFixed(2)} s ` +
            `(${r.mails} of ${r.accepted} mailed, ${r.duplicates} twice, ${r.refused} refused)\n`,
        );
      }
    }
  }
} finally {
  await admin.end();
  smtp.disconnect();
  await stop(redis);
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}

const mean = (xs, key) => xs.reduce((s, x) => s + x[key], 0) / xs.length;
const rows = [['build', 'instances', 'reservations/s', 'mails/s', 'wait p50 s', 'wait p99 s', 'mailed', 'twice']];
for (const instances of INSTANCES) {
  for (const [name] of builds) {
    const xs = results.filter((r) => r.name === name && r.instances === instances);
    rows.push([
      name,
      instances,
      mean(xs, 'reservePerSecond').toFixed(0),
      mean(xs, 'mailPerSecond').toFixed(0),
      mean(xs, 'p50').toFixed(2),
      mean(xs, 'p99').toFixed(2),
      `${xs.reduce((s, x) => s + x.mails, 0)} of ${xs.reduce((s, x) => s + x.accepted, 0)}`,
      xs.reduce((s, x) => s + x.duplicates, 0),
    ]);
  }
}
process.stdout.write(`\nbursts of ${N} reservations, ${CONCURRENCY} at a time, ${ROUNDS} round(s)\n${table(rows)}\n`);
