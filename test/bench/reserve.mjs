// npm run bench:reserve: throughput and latency of POST /api/validate-reservation and POST /api/verify,
// against a plain Fastify + pg server running the same SQL on the same embedded PostgreSQL, interleaved.
// BENCH_BASELINE=<dir>/backend/dist/main.js adds an earlier build of the app to every round (its own
// database in the same cluster, since two builds may keep the queue's tables in different versions;
// taking turns to go first) and prints this build's throughput and p99 against it.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, ROOT, startNode, stop, table, waitReady } from './support.mjs';

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require(join(ROOT, 'backend/dist/infra/embedded-postgres.js'));
const { HumanCheckSigner } = require(join(ROOT, 'backend/dist/human-check/human-check-signer.js'));
const { validateHandle } = require(join(ROOT, 'contracts/dist/index.js'));

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECRET = randomBytes(32).toString('hex');
// BENCH_ONLY=reserve or verify runs one endpoint (a CPU profile of one then covers only it).
const ENDPOINTS = (process.env.BENCH_ONLY ?? 'reserve,verify').split(',');

function run(url, bodies) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => {
              const n = i++;
              // A launch-day crowd: every request from a visitor of its own, as the proxy reports it.
              const client = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
              return { ...req, headers: { ...req.headers, 'x-forwarded-for': client }, body: JSON.stringify(bodies(n)) };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

function summary(result) {
  const bad = result.non2xx + result.errors + result.timeouts;
  const codes = Object.keys(result.statusCodeStats ?? {}).filter((c) => !c.startsWith('2'));
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad, codes: codes.join(' ') };
}

// The confirmation mail goes to a local SMTP server that accepts at once, in a process of its own, as
// it would go to a provider on launch day. With no server listening, every build's mail workers
// retried the run's thousands of messages on the same two cores, and each round came out slower
// than the one before.
const smtpPort = await freePort();
const smtp = fork(join(ROOT, 'test/bench/smtp-counter.mjs'), { env: { ...process.env, PORT: String(smtpPort) }, stdio: 'inherit' });
await new Promise((resolve) => smtp.once('message', resolve));
const dir = mkdtempSync(join(tmpdir(), 'gameshift-bench-'));
chmodSync(dir, 0o755);
const db = await startEmbeddedPostgres({ dir, database: 'bench' });
const BASELINE = process.env.BENCH_BASELINE;
const beforeUrl = BASELINE ? await databaseBeside(db.url, 'bench_before') : db.url;
const [appPort, plainPort, baselinePort] = await Promise.all([freePort(), freePort(), freePort()]);
const appEnv = (port, databaseUrl = db.url) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dir,
  DATABASE_URL: databaseUrl,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_POLL_INTERVAL_S: '60',
  JWT_SECRET: SECRET,
  MAIL_LINK_SECRET: randomBytes(32).toString('hex'),
  SUPPRESSION_KEY: randomBytes(32).toString('hex'),
  WEBHOOK_SEAL_KEY: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  THROTTLE_RESERVE_LIMIT: '10000000',
  THROTTLE_DEFAULT_LIMIT: '10000000',
  // Each request names its own client through the proxy header; the caps stay out of the way.
  TRUST_PROXY: '127.0.0.1',
  PENDING_PER_CLIENT: '10000000',
  // Every bench address is at example.com (which publishes a Null MX): the mail-domain rules have bench:bots.
  EMAIL_DOMAIN_LIMIT: '10000000',
  EMAIL_DOMAIN_CHECK: 'false',
});
const app = startNode('backend/dist/main.js', appEnv(appPort));
let plain;
let baseline;
const results = { reserve: { ours: [], plain: [], before: [] }, verify: { ours: [], plain: [], before: [] } };
try {
  await waitReady(`http://127.0.0.1:${appPort}/health/ready`, app);
  if (BASELINE) {
    baseline = startNode(BASELINE, appEnv(baselinePort, beforeUrl));
    await waitReady(`http://127.0.0.1:${baselinePort}/health/ready`, baseline);
  }
  plain = startNode('test/bench/plain-server.mjs', { PORT: String(plainPort), DATABASE_URL: db.url });
  await waitReady(`http://127.0.0.1:${plainPort}/health`, plain);

  const signer = new HumanCheckSigner(SECRET);
  const sql = new pg.Pool({ connectionString: db.url, max: 4 });
  // Each server's own database: the plain server shares this build's.
  const pools = { ours: sql, plain: sql, before: BASELINE ? new pg.Pool({ connectionString: beforeUrl, max: 4 }) : sql };
  let serial = 0;
  // Digits read as letters by the blocklist (0→o, 1→i, …), so skip numbers that spell a blocked word.
  const nextHandle = (prefix) => {
    for (;;) {
      const n = serial++;
      if (validateHandle(`${prefix}${n}x`).ok) return n;
    }
  };
  const reserveBody = () => {
    const n = nextHandle('b');
    return { email: `bench${n}@example.com`, gameshift_id: `b${n}x`, honeypot_fields: {}, human_token: signer.issueToken(Date.now()) };
  };
  // Pending reservations with known tokens, for the verification runs.
  async function pendingTokens(count, pool) {
    const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
    const now = new Date();
    const until = new Date(now.getTime() + 86_400_000);
    for (let start = 0; start < count; start += 1000) {
      const chunk = tokens.slice(start, start + 1000);
      const values = chunk.map(
        (_, k) =>
          `($${k * 3 + 1}, $${k * 3 + 1}, $${k * 3 + 2}, $${k * 3 + 3}, '${until.toISOString()}', '${now.toISOString()}', '${until.toISOString()}')`,
      );
      const params = chunk.flatMap((token) => {
        const n = nextHandle('v');
        return [`verify${n}@example.com`, `v${n}x`, createHash('sha256').update(token).digest('hex')];
      });
      await pool.query(
        `WITH seeded (email, email_canonical, gameshift_id, token_hash, expires_at, claim_from, claim_until) AS (VALUES ${values.join(',')}),
              made AS (INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until)
                       SELECT email, email_canonical, gameshift_id, claim_from::timestamptz, claim_until::timestamptz, claim_until::timestamptz
                         FROM seeded RETURNING id, gameshift_id)
         INSERT INTO verification_links (token_hash, reservation_id, expires_at)
         SELECT s.token_hash, m.id, s.expires_at::timestamptz FROM seeded s JOIN made m USING (gameshift_id)`,
        params,
      );
    }
    return tokens;
  }

  // Each run starts once the mail of the runs before it has gone, so no run pays for another's.
  async function settle(pool) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { rows } = await pool.query("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND state < 'completed'");
      if (rows[0].n === 0 || Date.now() > deadline) return;
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  for (let round = 1; round <= ROUNDS; round++) {
    const reserveTargets = [
      ['ours', appPort, '/api/validate-reservation'],
      ['plain', plainPort, '/reserve'],
    ];
    // The earlier build goes first in every other round, so neither build always meets the warmer database.
    if (BASELINE) reserveTargets.splice(round % 2 === 0 ? 0 : 1, 0, ['before', baselinePort, '/api/validate-reservation']);
    for (const [name, port, path] of ENDPOINTS.includes('reserve') ? reserveTargets : []) {
      await settle(pools[name]);
      const r = summary(await run(`http://127.0.0.1:${port}${path}`, reserveBody));
      results.reserve[name].push(r);
      process.stdout.write(
        `round ${round} reserve ${name}: ${r.rps.toFixed(0)} req/s p50 ${r.p50} ms p99 ${r.p99} ms (${r.bad} non-2xx ${r.codes})\n`,
      );
    }
    const verifyTargets = [
      ['ours', appPort, '/api/verify'],
      ['plain', plainPort, '/verify'],
    ];
    if (BASELINE) verifyTargets.splice(round % 2 === 0 ? 0 : 1, 0, ['before', baselinePort, '/api/verify']);
    for (const [name, port, path] of ENDPOINTS.includes('verify') ? verifyTargets : []) {
      const tokens = await pendingTokens(Math.max(20_000, DURATION_S * 4000), pools[name]);
      await settle(pools[name]);
      const r = summary(await run(`http://127.0.0.1:${port}${path}`, (i) => ({ token: tokens[i % tokens.length] })));
      results.verify[name].push(r);
      process.stdout.write(
        `round ${round} verify ${name}: ${r.rps.toFixed(0)} req/s p50 ${r.p50} ms p99 ${r.p99} ms (${r.bad} non-2xx ${r.codes})\n`,
      );
    }
  }
  await sql.end();
  if (pools.before !== sql) await pools.before.end();
} finally {
  await stop(plain);
  await stop(baseline);
  await stop(app);
  await db.stop();
  smtp.disconnect();
  rmSync(dir, { recursive: true, force: true });
}

// The median of the rounds: one round slowed by the machine moves it less than a mean.
const median = (xs, key) => {
  const sorted = xs.map((x) => x[key]).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const rows = [['endpoint', 'server', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx']];
const ratios = [];
for (const endpoint of ENDPOINTS) {
  for (const server of ['ours', 'plain', 'before']) {
    const xs = results[endpoint][server];
    if (xs.length === 0) continue;
    rows.push([
      endpoint,
      server,
      median(xs, 'rps').toFixed(0),
      median(xs, 'p50').toFixed(1),
      median(xs, 'p99').toFixed(1),
      xs.reduce((s, x) => s + x.bad, 0),
    ]);
  }
  const ours = results[endpoint].ours;
  const base = results[endpoint].plain;
  ratios.push([endpoint, (median(ours, 'rps') / median(base, 'rps')).toFixed(2), (median(ours, 'p99') / median(base, 'p99')).toFixed(2)]);
}
process.stdout.write(`\n${CONNECTIONS} connections, ${DURATION_S} s per run, ${ROUNDS} interleaved rounds, medians\n${table(rows)}\n\n`);
process.stdout.write(
  `${table([['endpoint', 'throughput ours/plain (target: reserve >= 0.6, verify >= 0.5)', 'p99 ours/plain (target: reserve <= 2, verify <= 2.5)'], ...ratios])}\n`,
);
if (BASELINE) {
  process.stdout.write(`\nbefore: ${BASELINE}\n`);
  for (const endpoint of ENDPOINTS) {
    const before = results[endpoint].before;
    const ours = results[endpoint].ours;
    process.stdout.write(
      `${endpoint} this build/before: throughput ${(median(ours, 'rps') / median(before, 'rps')).toFixed(2)}, ` +
        `p99 ${(median(ours, 'p99') / median(before, 'p99')).toFixed(2)}\n`,
    );
  }
}

/** A database of its own in the cluster of `url`, for a server that must not share this build's. */
async function databaseBeside(url, name) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const beside = new URL(url);
  beside.pathname = `/${name}`;
  return beside.toString();
}
