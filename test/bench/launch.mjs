// npm run bench:launch: launch day on two instances (one embedded PostgreSQL, one redis-server) with
// default limits behind a proxy at 127.0.0.1 (TRUST_PROXY). A crowd of people fetch human tokens the
// way the page does and reserve, while bots try at the same time: no token, a reused token, a filled
// honeypot, rotating X-Forwarded-For, rotating addresses in one /64, and squatting handles. Prints
// accepted reservations/s, reservation latency p50/p99, what bots created (goal 0) and each
// instance's memory.
import { spawn } from 'node:child_process';
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
const { HUMAN_CHECK, validateHandle } = require(join(ROOT, 'contracts/dist/index.js'));
const { solveChallenge } = require('altcha-lib');
const { deriveKey } = require('altcha-lib/algorithms/pbkdf2');

const CROWD = Number(process.env.BENCH_CROWD ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const SECRET = randomBytes(32).toString('hex');

if (!existsSync(REDIS_SERVER)) {
  process.stderr.write(
    `bench:launch needs redis-server (${REDIS_SERVER} is missing): apt-get install -y redis-server, or set REDIS_SERVER_PATH\n`,
  );
  process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let serial = 0;
function handle(prefix) {
  for (;;) {
    const h = `${prefix}${(serial++).toString(36)}`;
    if (validateHandle(h).ok) return h;
  }
}
let clientSerial = 0;
const person = () => {
  clientSerial += 1;
  return `10.${(clientSerial >> 16) & 255}.${(clientSerial >> 8) & 255}.${clientSerial & 255}`;
};

async function post(base, path, body, client) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  return { status: res.status, body: json, ms: performance.now() - started };
}

/** Human tokens the way the page gets them: a challenge, the pattern played back no sooner than a person can. */
async function humanTokens(bases, clients) {
  const challenges = await pool(
    clients.map((client, i) => () => post(bases[i % 2], '/api/human-check/challenge', {}, client)),
    64,
  );
  const ripeAt = Date.now() + HUMAN_CHECK.minAnswerMs + 150;
  const solutions = await pool(
    challenges.map((c) => () => solveChallenge({ challenge: c.body.pow, deriveKey })),
    64,
  );
  await sleep(Math.max(0, ripeAt - Date.now()));
  const answers = await pool(
    challenges.map(
      (c, i) => () =>
        post(
          bases[(i + 1) % 2],
          '/api/human-check/verify',
          { challenge: c.body.challenge, sequence: c.body.sequence, pow: { challenge: c.body.pow, solution: solutions[i] } },
          clients[i],
        ),
    ),
    64,
  );
  return answers.map((a) => {
    if (a.status !== 201) throw new Error(`human-check/verify answered ${a.status}`);
    return a.body.human_token;
  });
}

async function residentMiB(base) {
  const text = await fetch(`${base}/metrics`).then((r) => r.text());
  return (Number(/^process_resident_memory_bytes (\S+)$/m.exec(text)[1]) / 1024 / 1024).toFixed(0);
}

const dir = mkdtempSync(join(tmpdir(), 'gameshift-bench-launch-'));
chmodSync(dir, 0o755);
const db = await startEmbeddedPostgres({ dir, database: 'bench' });
const redisPort = await freePort();
const redis = spawn(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
  stdio: 'ignore',
});
const ports = [await freePort(), await freePort()];
const apps = ports.map((port, i) =>
  startNode('backend/dist/main.js', {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, `app${i}`),
    DATABASE_URL: db.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: 'smtp://127.0.0.1:9',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MAIL_POLL_INTERVAL_S: '60',
    JWT_SECRET: SECRET,
    MAIL_LINK_SECRET: randomBytes(32).toString('hex'),
    SUPPRESSION_KEY: randomBytes(32).toString('hex'),
    WEBHOOK_SEAL_KEY: randomBytes(32).toString('hex'),
    // This bench is about limits per client and the human token; the mail-domain rules have bench:bots.
    EMAIL_DOMAIN_LIMIT: '1000000',
    EMAIL_DOMAIN_CHECK: 'false',
    HUMAN_CHECK_POW_COST: '1',
    LOG_LEVEL: 'warn',
  }),
);
const bases = ports.map((port) => `http://127.0.0.1:${port}`);

try {
  await Promise.all(bases.map((base, i) => waitReady(`${base}/health/ready`, apps[i])));
  const sql = new pg.Pool({ connectionString: db.url, max: 2 });

  process.stdout.write(`fetching ${CROWD} human tokens for the crowd...\n`);
  const crowdClients = Array.from({ length: CROWD }, person);
  const crowdTokens = await humanTokens(bases, crowdClients);
  // Bots that played the game once each: one honest-looking reservation, then they reuse the token.
  const reuserClients = Array.from({ length: 10 }, person);
  const reuserTokens = await humanTokens(bases, reuserClients);
  const squatterClient = person();
  const squatterTokens = await humanTokens(
    bases,
    Array.from({ length: 40 }, () => squatterClient),
  );
  const honeypotTokens = await humanTokens(bases, Array.from({ length: 50 }, person));
  for (const [i, token] of reuserTokens.entries()) {
    const res = await post(
      bases[i % 2],
      '/api/validate-reservation',
      { email: `played${i}@reuse.bots.example`, gameshift_id: handle('r'), honeypot_fields: {}, human_token: token },
      reuserClients[i],
    );
    if (res.status !== 201) throw new Error(`a reuse bot's first reservation answered ${res.status}`);
  }

  const bot =
    (domain, client, token, honeypot = {}) =>
    (i) =>
      post(
        bases[i % 2],
        '/api/validate-reservation',
        { email: `b${serial}_${i}@${domain}`, gameshift_id: handle('z'), honeypot_fields: honeypot, human_token: token },
        client,
      );
  const botTasks = [];
  const noTokenClient = person();
  for (let i = 0; i < 300; i++) botTasks.push(() => bot('none.bots.example', noTokenClient, `forged-${i}`)(i));
  for (let i = 0; i < 300; i++) botTasks.push(() => bot('reuse.bots.example', reuserClients[i % 10], reuserTokens[i % 10])(i));
  for (let i = 0; i < 50; i++)
    botTasks.push(() => bot('honeypot.bots.example', person(), honeypotTokens[i], { website: 'https://spam.example' })(i));
  // The proxy appends the address it saw; whatever the bot wrote before it changes nothing.
  for (let i = 0; i < 300; i++) botTasks.push(() => bot('xff.bots.example', `${person()}, 198.18.0.66`, reuserTokens[i % 10])(i));
  for (let i = 0; i < 300; i++) botTasks.push(() => bot('v6.bots.example', `2001:db8:bad:1::${(i + 1).toString(16)}`, `forged-v6-${i}`)(i));
  for (let i = 0; i < 40; i++) botTasks.push(() => bot('squat.bots.example', squatterClient, squatterTokens[i])(i));

  process.stdout.write(`crowd of ${CROWD} reserving (${CONCURRENCY} at a time) while ${botTasks.length} bot requests run...\n`);
  const started = performance.now();
  const crowdTasks = crowdTokens.map(
    (token, i) => () =>
      post(
        bases[i % 2],
        '/api/validate-reservation',
        { email: `person${i}@crowd.example`, gameshift_id: handle('p'), honeypot_fields: {}, human_token: token },
        crowdClients[i],
      ),
  );
  const [crowd, bots] = await Promise.all([pool(crowdTasks, CONCURRENCY), pool(botTasks, 8)]);
  const seconds = (performance.now() - started) / 1000;
  const crowdDone = crowd.filter((r) => r.status === 201).length;
  const latencies = crowd.map((r) => r.ms).sort((x, y) => x - y);

  const rows = await sql.query(
    `SELECT split_part(email, '@', 2) AS domain, count(*)::int AS n FROM reservations WHERE email LIKE '%.bots.example' GROUP BY 1`,
  );
  const byDomain = Object.fromEntries(rows.rows.map((r) => [r.domain, r.n]));
  const botCreated =
    ['none', 'honeypot', 'xff', 'v6'].reduce((s, d) => s + (byDomain[`${d}.bots.example`] ?? 0), 0) +
    ((byDomain['reuse.bots.example'] ?? 0) - 10);
  const fiveHundreds = [...crowd, ...bots].filter((r) => r.status >= 500).length;
  const memory = await Promise.all(bases.map(residentMiB));
  await sql.end();

  const statusTally = (rs) =>
    Object.entries(rs.reduce((t, r) => ({ ...t, [r.status]: (t[r.status] ?? 0) + 1 }), {}))
      .map(([k, v]) => `${k}:${v}`)
      .join(' ');
  process.stdout.write(
    `\n${table([
      ['what', 'figure'],
      ['accepted reservations/s (crowd)', (crowdDone / seconds).toFixed(0)],
      ['crowd reservations accepted', `${crowdDone} of ${CROWD} (${statusTally(crowd)})`],
      ['reservation latency p50 / p99 ms', `${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)}`],
      ['bot requests', `${bots.length} (${statusTally(bots)})`],
      ['reservations created by bot requests (goal 0)', String(botCreated)],
      ['handles held by the squatter (cap PENDING_PER_CLIENT=5)', String(byDomain['squat.bots.example'] ?? 0)],
      ['5xx answers', String(fiveHundreds)],
      ['instance memory RSS MiB', memory.join(' / ')],
    ])}\n`,
  );
} finally {
  await Promise.all(apps.map(stop));
  await stop(redis);
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
