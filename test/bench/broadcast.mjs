// npm run bench:broadcast: the launch announcement to BENCH_BROADCAST_N (100,000) confirmed
// reservers, seeded by SQL, sent by the built app in production mode on its own embedded PostgreSQL
// to a local SMTP server that answers at once (smtp-broadcast-sink.mjs, a process of its own).
// While the copies go out, a crowd reserves (BENCH_CROWD reservations, BENCH_CROWD_RATE a second,
// each a client of its own through TRUST_PROXY, human tokens drawn as bench:mail draws them) and
// waits for its confirmation. Runs with MAIL_MAX_PER_SECOND unset and set (BENCH_CAPS, e.g.
// "none,1000"), interleaved over BENCH_ROUNDS rounds, each on a fresh database. Prints, per run:
// time to queue every job, copies per second, the app's CPU time per copy, how busy the whole
// machine was during the send and its CPU time per copy (the database, the SMTP server and the
// bench besides the app), the app's resident memory before the send and at its peak, and the p50/p99 wait between a reservation's 201 and its
// confirmation arriving. BENCH_APP names another build's main.js, to compare two on one machine.
// BENCH_INSTANCES (1) runs that many instances of the app on the one database, sharing a
// redis-server as a scaled-out site does; the crowd is spread over them as a balancer would; the
// app's CPU time is their sum, its memory the largest of them.
// Each round also runs the floor (broadcast-floor.mjs), interleaved with the app's runs: as many
// messages of the same size and shape sent by a bare nodemailer pool to the same kind of SMTP
// server, with its messages per second and CPU time per message, and each app row's CPU per copy
// over the floor's per message. BENCH_FLOOR=0 leaves it out.
import { fork, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import pg from 'pg';
import { freePort, percentile, pool, ROOT, startNode, stop, table, waitReady } from './support.mjs';

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require(join(ROOT, 'backend/dist/infra/embedded-postgres.js'));
const { HumanCheckSigner } = require(join(ROOT, 'backend/dist/human-check/human-check-signer.js'));
const { validateHandle } = require(join(ROOT, 'contracts/dist/index.js'));

const N = Number(process.env.BENCH_BROADCAST_N ?? 100_000);
const CROWD = Number(process.env.BENCH_CROWD ?? 300);
const CROWD_RATE = Number(process.env.BENCH_CROWD_RATE ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const CAPS = (process.env.BENCH_CAPS ?? 'none,1000').split(',');
const TIMEOUT_MS = Number(process.env.BENCH_BROADCAST_TIMEOUT_S ?? 900) * 1000;
// Another build of the app (e.g. one copied aside before a change), to compare the two on one machine.
const APP = process.env.BENCH_APP ?? join(ROOT, 'backend/dist/main.js');
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const FLOOR = process.env.BENCH_FLOOR !== '0';
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
if (INSTANCES > 1 && !existsSync(REDIS_SERVER)) {
  process.stderr.write(
    `BENCH_INSTANCES=${INSTANCES} needs redis-server (${REDIS_SERVER} is missing): apt-get install -y redis-server, or set REDIS_SERVER_PATH\n`,
  );
  process.exit(1);
}
const SECRET = randomBytes(32).toString('hex');
const ADMIN = { email: 'bench-owner@example.com', password: randomBytes(12).toString('hex') };
const DRAFT = { subject: '{product} is live', body: 'Hello **{handle}**, your name is waiting: {claim_url}' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let serial = 0;
function handle() {
  for (;;) {
    const h = `c${(serial++).toString(36)}x`;
    if (validateHandle(h).ok) return h;
  }
}
const client = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Resident memory of a process now and at its peak, in MB, from /proc (Linux). */
function rss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * CPU seconds a process has used, user and system, from /proc (Linux; clock ticks of 1/100 s).
 * Unlike copies per second, it hardly moves with what else the machine is running.
 */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The whole machine's CPU time so far, busy and in all, every core together, from /proc/stat (Linux). */
function machineTicks() {
  const [user, nice, system, idle, iowait, ...rest] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const all = user + nice + system + idle + iowait + rest.reduce((a, b) => a + b, 0);
  return { busy: all - idle - iowait, all };
}

const dir = mkdtempSync(join(tmpdir(), 'gameshift-bench-broadcast-'));
chmodSync(dir, 0o755);
const db = await startEmbeddedPostgres({ dir, database: 'bench' });
const admin = new pg.Client({ connectionString: db.url });
await admin.connect();
const smtpPort = await freePort();
const smtp = fork(join(ROOT, 'test/bench/smtp-broadcast-sink.mjs'), { env: { ...process.env, PORT: String(smtpPort) }, stdio: 'inherit' });
await new Promise((resolve) => smtp.once('message', resolve));
const redisPort = INSTANCES > 1 ? await freePort() : undefined;
const redis = redisPort
  ? spawn(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  : undefined;
const report = () =>
  new Promise((resolve) => {
    smtp.once('message', resolve);
    smtp.send({ type: 'report' });
  });

const signer = new HumanCheckSigner(SECRET);
let runSerial = 0;

/** The app's environment for a run on `databaseUrl`, served at `base`; the floor reads its mail settings from it too. */
function appEnv(cap, base, databaseUrl) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: databaseUrl,
    ...(redisPort ? { REDIS_URL: `redis://127.0.0.1:${redisPort}` } : {}),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    JWT_SECRET: SECRET,
    MAIL_LINK_SECRET: randomBytes(32).toString('hex'),
    SUPPRESSION_KEY: randomBytes(32).toString('hex'),
    WEBHOOK_SEAL_KEY: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The bench signs in as a script: the owner's second factor is the subject of the e2e tests.
    ADMIN_MFA: 'optional',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    // Every request is a client of its own; the crowd's addresses share one made-up domain.
    EMAIL_DOMAIN_LIMIT: '10000000',
    EMAIL_DOMAIN_CHECK: 'false',
    ...(cap === 'none' ? {} : { MAIL_MAX_PER_SECOND: cap }),
  };
}

/** The next message of a child process; rejects if it exits first. */
function nextMessage(child) {
  return new Promise((resolve, reject) => {
    const exited = (code) => reject(new Error(`the floor's process exited (${code})`));
    child.once('exit', exited);
    child.once('message', (message) => {
      child.off('exit', exited);
      resolve(message);
    });
  });
}

/**
 * The floor: N messages like the app's copies sent by a bare nodemailer pool from a process of its
 * own, with the app's mail settings, to the same SMTP server; resolves with its figures.
 */
async function floor() {
  const child = fork(join(ROOT, 'test/bench/broadcast-floor.mjs'), [JSON.stringify({ n: N, ...DRAFT })], {
    env: { ...process.env, ...appEnv('none', `http://127.0.0.1:${await freePort()}`, db.url) },
    stdio: 'inherit',
  });
  try {
    const { bytes } = await nextMessage(child);
    smtp.send({ type: 'reset' });
    // Answered after the reset, so no message of the floor can arrive before it.
    await report();
    child.send({ type: 'go' });
    const sent = await nextMessage(child);
    const r = await report();
    return {
      messages: r.copies,
      twice: r.twice,
      bytes,
      perSecond: r.copies / Math.max(0.001, (r.last - r.first) / 1000),
      cpuMsPerMessage: sent.cpuMs / Math.max(1, sent.messages),
    };
  } finally {
    if (child.connected) child.disconnect();
    await stop(child);
  }
}

async function json(res) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** One announcement to N, with a crowd reserving meanwhile, on a fresh database; resolves with its figures. */
async function broadcast(cap) {
  const database = `run${++runSerial}`;
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(db.url);
  url.pathname = `/${database}`;
  const ports = [];
  for (let i = 0; i < INSTANCES; i++) ports.push(await freePort());
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const base = bases[0];
  const env = appEnv(cap, base, url.toString());
  const start = (i) => startNode(APP, { ...env, PORT: String(ports[i]), DATA_DIR: join(dir, `${database}-${i}`) });
  // The first instance migrates the database; the others start once it is ready.
  const apps = [start(0)];
  const sql = new pg.Client({ connectionString: url.toString() });
  try {
    await waitReady(`${base}/health/ready`, apps[0], 120_000);
    for (let i = 1; i < INSTANCES; i++) apps.push(start(i));
    for (let i = 1; i < INSTANCES; i++) await waitReady(`${bases[i]}/health/ready`, apps[i], 120_000);
    await sql.connect();
    await sql.query(
      `INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until,
         is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count, created_at)
       SELECT e, e, h, now(), 'infinity', 'infinity', true, true, now(), now(), now(), 1, now()
         FROM (SELECT 'a' || n || '@audience.example' AS e, 'aud' || n AS h FROM generate_series(1, $1::int) AS n) s`,
      [N],
    );
    await sql.query('VACUUM ANALYZE reservations');
    smtp.send({ type: 'reset' });
    const { token } = await json(
      await fetch(`${base}/api/admin-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
    );
    const call = async (method, path, body) =>
      json(
        await fetch(`${base}/api/admin/announcements${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    const draft = await call('POST', '', DRAFT);

    const memory = { before: Math.max(...apps.map((app) => rss(app.pid).now)), peak: 0 };
    const watch = setInterval(() => {
      try {
        memory.peak = Math.max(memory.peak, ...apps.map((app) => rss(app.pid).now));
      } catch {
        // The process has gone; the run fails below.
      }
    }, 100);
    const cpuOfApps = () => apps.reduce((sum, app) => sum + cpuSeconds(app.pid), 0);
    const cpuBefore = cpuOfApps();
    const machineBefore = machineTicks();
    const sendStarted = performance.now();
    const sent = await call('POST', `/${draft.id}/send`, {});
    const answeredSeconds = (performance.now() - sendStarted) / 1000;
    let queueSeconds;
    const queued = (async () => {
      for (;;) {
        const { rows } = await sql.query('SELECT queuing FROM announcements WHERE id = $1', [draft.id]);
        if (!rows[0].queuing) return (queueSeconds = (performance.now() - sendStarted) / 1000);
        await sleep(50);
      }
    })();

    // The crowd starts once copies flow, and reserves at an even pace through the send.
    const deadline = Date.now() + TIMEOUT_MS;
    while ((await report()).copies < Math.min(N, 2000) && Date.now() < deadline) await sleep(50);
    const accepted = new Map();
    const crowdStarted = Date.now();
    const firstClient = runSerial * 100_000;
    let refused = 0;
    await pool(
      Array.from({ length: CROWD }, (_, i) => async () => {
        const due = crowdStarted + (i * 1000) / CROWD_RATE;
        if (due > Date.now()) await sleep(due - Date.now());
        const body = {
          email: `r${runSerial}-${i}@crowd.example`,
          gameshift_id: handle(),
          honeypot_fields: {},
          human_token: signer.issueToken(Date.now()),
        };
        const res = await fetch(`${bases[i % INSTANCES]}/api/validate-reservation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client(firstClient + i) },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        if (res.status === 201) accepted.set(body.email, Date.now());
        else refused++;
      }),
      32,
    );
    const crowdSeconds = (Date.now() - crowdStarted) / 1000;
    let r;
    for (;;) {
      r = await report();
      const confirmed = r.others.filter(([to]) => accepted.has(to)).length;
      if ((r.copies >= N && confirmed >= accepted.size) || Date.now() > deadline) break;
      await sleep(250);
    }
    await queued;
    clearInterval(watch);
    const cpu = cpuOfApps() - cpuBefore;
    const machine = machineTicks();
    const copiesDuringCrowd = r.copies;
    const waits = r.others
      .filter(([to]) => accepted.has(to))
      .map(([to, at]) => at - accepted.get(to))
      .sort((a, b) => a - b);
    const record = await call('GET', `/${draft.id}`);
    return {
      recipients: sent.recipients,
      copies: copiesDuringCrowd,
      twice: r.twice,
      status: record.status,
      answeredSeconds,
      queueSeconds,
      perSecond: r.copies / Math.max(0.001, (r.last - r.first) / 1000),
      sendSeconds: (r.last - (performance.timeOrigin + sendStarted)) / 1000,
      rssBefore: memory.before,
      rssPeak: Math.max(memory.peak, ...apps.map((app) => rss(app.pid).peak)),
      // The crowd's reservations and confirmations are in it too: a few hundred beside the copies.
      cpuMsPerCopy: (cpu * 1000) / Math.max(1, r.copies),
      // Every process's share: the database, the SMTP server and the bench itself besides the app.
      machineBusy: (machine.busy - machineBefore.busy) / Math.max(1, machine.all - machineBefore.all),
      machineMsPerCopy: ((machine.busy - machineBefore.busy) * 10) / Math.max(1, r.copies),
      crowd: accepted.size,
      refused,
      crowdSeconds,
      confirmed: waits.length,
      p50: percentile(waits, 50) / 1000,
      p99: percentile(waits, 99) / 1000,
    };
  } finally {
    await sql.end().catch(() => undefined);
    await Promise.all(apps.map(stop));
    await admin.query(`DROP DATABASE ${database} WITH (FORCE)`).catch(() => undefined);
  }
}

const results = [];
const floors = [];
/** Stands for the floor's run among the caps of a round. */
const FLOOR_RUN = Symbol('floor');
try {
  for (let round = 1; round <= ROUNDS; round++) {
    // Every other round starts with the other setting, so neither always meets the warmer machine.
    const runs = FLOOR ? [FLOOR_RUN, ...CAPS] : CAPS;
    const order = round % 2 === 1 ? runs : [...runs].reverse();
    for (const cap of order) {
      if (cap === FLOOR_RUN) {
        const f = await floor();
        floors.push(f);
        process.stdout.write(
          `round ${round}, floor (bare nodemailer pool): ${f.messages} of ${N} messages of ${f.bytes} bytes (${f.twice} twice), ` +
            `${f.perSecond.toFixed(0)} messages/s, CPU ${f.cpuMsPerMessage.toFixed(2)} ms a message\n`,
        );
        continue;
      }
      const r = await broadcast(cap);
      results.push({ cap, ...r });
      process.stdout.write(
        `round ${round}, MAIL_MAX_PER_SECOND ${cap}: ${r.copies} of ${r.recipients} copies (${r.twice} twice, ${r.status}), ` +
          `${r.perSecond.toFixed(0)} copies/s, app CPU ${r.cpuMsPerCopy.toFixed(2)} ms a copy, machine ${(r.machineBusy * 100).toFixed(0)} % busy (${r.machineMsPerCopy.toFixed(2)} ms a copy), answered in ${r.answeredSeconds.toFixed(2)} s, queued in ${r.queueSeconds?.toFixed(2)} s, ` +
          `RSS ${r.rssBefore.toFixed(0)} MB before, ${r.rssPeak.toFixed(0)} MB at peak; ` +
          `crowd ${r.crowd} reserved (${r.refused} refused) in ${r.crowdSeconds.toFixed(1)} s, ${r.confirmed} confirmed, ` +
          `wait p50 ${r.p50?.toFixed(2)} s p99 ${r.p99?.toFixed(2)} s\n`,
      );
    }
  }
} finally {
  await admin.end();
  smtp.disconnect();
  if (redis) await stop(redis);
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}

const mean = (xs, key) => xs.reduce((s, x) => s + x[key], 0) / xs.length;
const floorCpu = FLOOR ? mean(floors, 'cpuMsPerMessage') : undefined;
const rows = [
  [
    'MAIL_MAX_PER_SECOND',
    'copies/s',
    'CPU ms/copy',
    ...(FLOOR ? ['CPU ÷ floor'] : []),
    'machine busy %',
    'machine ms/copy',
    'queued in s',
    'RSS before MB',
    'RSS peak MB',
    'confirm p50 s',
    'confirm p99 s',
    'copies',
    'twice',
  ],
];
for (const cap of CAPS) {
  const xs = results.filter((r) => r.cap === cap);
  rows.push([
    cap,
    mean(xs, 'perSecond').toFixed(0),
    mean(xs, 'cpuMsPerCopy').toFixed(2),
    ...(FLOOR ? [(mean(xs, 'cpuMsPerCopy') / floorCpu).toFixed(1)] : []),
    (mean(xs, 'machineBusy') * 100).toFixed(0),
    mean(xs, 'machineMsPerCopy').toFixed(2),
    mean(xs, 'queueSeconds').toFixed(2),
    mean(xs, 'rssBefore').toFixed(0),
    Math.max(...xs.map((x) => x.rssPeak)).toFixed(0),
    mean(xs, 'p50').toFixed(2),
    mean(xs, 'p99').toFixed(2),
    `${xs.reduce((s, x) => s + x.copies, 0)} of ${xs.reduce((s, x) => s + x.recipients, 0)}`,
    xs.reduce((s, x) => s + x.twice, 0),
  ]);
}
// The floor's messages/s and CPU per message stand in the columns of the app's copies/s and CPU per copy.
if (FLOOR) {
  const cells = rows[0].map(() => '–');
  cells[0] = 'floor (bare nodemailer pool)';
  cells[1] = mean(floors, 'perSecond').toFixed(0);
  cells[2] = floorCpu.toFixed(2);
  cells[cells.length - 2] = `${floors.reduce((s, f) => s + f.messages, 0)} of ${floors.length * N}`;
  cells[cells.length - 1] = floors.reduce((s, f) => s + f.twice, 0);
  rows.push(cells);
}
process.stdout.write(
  `\nan announcement to ${N} confirmed reservers from ${INSTANCES} instance(s), a crowd of ${CROWD} reserving at ${CROWD_RATE}/s meanwhile, ${ROUNDS} round(s)\n${table(rows)}\n`,
);
