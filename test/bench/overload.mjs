// npm run bench:overload: BENCH_CROWD (3000) claims sent at once to one instance with the default
// pool and admission bound, each from a client of its own (through TRUST_PROXY) with a token drawn
// beforehand, in two shapes: every claim on a fresh connection of its own, and the claims over 256
// keep-alive connections (a proxy's pool). Prints, for each, the answers by status, the wait for an
// answer from when the request was written (p50, p99, max), how many 503s carried Retry-After and
// how many of those then succeeded with their own token (sent again after the wait, as the SPA
// does), the share shed beside what the instance served in 5 s, and whether every 201 was mailed.
// Asserts nothing.
import { Agent } from 'node:http';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { freePort, productionSecrets, startSmtpCounter, percentile, ROOT, startNode, stop, table, waitReady } from './support.mjs';

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require(join(ROOT, 'backend/dist/infra/embedded-postgres.js'));
const { HumanCheckSigner } = require(join(ROOT, 'backend/dist/human-check/human-check-signer.js'));
const { validateHandle } = require(join(ROOT, 'contracts/dist/index.js'));

const CROWD = Number(process.env.BENCH_CROWD ?? 3000);
const RETRY_FOR_MS = 60_000;
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 300);
const SECRET = randomBytes(32).toString('hex');

const smtp = await startSmtpCounter();
const report = smtp.arrivals;
const dir = mkdtempSync(join(tmpdir(), 'gameshift-overload-'));
chmodSync(dir, 0o755);
const db = await startEmbeddedPostgres({ dir, database: 'overload' });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const app = startNode('backend/dist/main.js', {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  DATA_DIR: dir,
  DATABASE_URL: db.url,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  ...productionSecrets(SECRET),
  LOG_LEVEL: 'error',
  TRUST_PROXY: '127.0.0.1',
  THROTTLE_RESERVE_LIMIT: '10000000',
  THROTTLE_DEFAULT_LIMIT: '10000000',
  PENDING_PER_CLIENT: '10000000',
  EMAIL_DOMAIN_LIMIT: '10000000',
  EMAIL_DOMAIN_CHECK: 'false',
});

/**
 * One claim: on a connection of its own (no agent), a crowd rather than a queue in the bench's own
 * client; or through `agent`'s keep-alive connections. The wait counts from when the request was
 * written, so a claim queued in the bench's own agent or event loop does not count that time.
 */
function claim(n, body, agent = false) {
  let started = performance.now();
  const text = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      `${base}/api/validate-reservation`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ n, status: res.statusCode, retryAfter: Number(res.headers['retry-after']) || 0, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', (error) =>
      resolve({ n, status: `error ${error.code ?? error.message}`, retryAfter: 0, ms: performance.now() - started }),
    );
    req.on('finish', () => (started = performance.now()));
    req.end(text);
  });
}

try {
  await waitReady(`${base}/health/ready`, app);
  const signer = new HumanCheckSigner(SECRET);
  const crowdOf = (prefix, size) => {
    const bodies = [];
    for (let serial = 0; bodies.length < size; serial++) {
      if (!validateHandle(`${prefix}${serial}x`).ok) continue;
      bodies.push({
        email: `${prefix}${serial}@example.com`,
        gameshift_id: `${prefix}${serial}x`,
        honeypot_fields: {},
        human_token: signer.issueToken(Date.now()),
      });
    }
    return bodies;
  };
  // A launch-day instance has served for a while before the crowd comes: the claim's code is
  // compiled and the pool's connections are open. A few claims at a time, within the bound.
  const warm = crowdOf('w', WARM_UP);
  let warmCreated = 0;
  for (let at = 0; at < warm.length; at += 10) {
    const answers = await Promise.all(warm.slice(at, at + 10).map((body, i) => claim(CROWD + at + i, body)));
    warmCreated += answers.filter((a) => a.status === 201).length;
  }
  let created = warmCreated;
  let prefix = 0;
  for (const shape of ['fresh connections', '256 keep-alive connections']) {
    const agent = shape === 'fresh connections' ? false : new Agent({ keepAlive: true, maxSockets: 256 });
    const bodies = crowdOf(`o${prefix++}`, CROWD);
    const started = performance.now();
    const first = await Promise.all(bodies.map((body, n) => claim(n, body, agent)));
    const firstWaveS = (performance.now() - started) / 1000;

    // Each 503 comes back after its Retry-After, spread by up to half of it, until it is served or a minute has gone.
    const shed = first.filter((a) => a.status === 503);
    const retried = await Promise.all(
      shed.map(async (answer) => {
        const until = Date.now() + RETRY_FOR_MS;
        let last = answer;
        while (last.status === 503 && last.retryAfter > 0) {
          const waitMs = last.retryAfter * (1000 + Math.random() * 500);
          if (Date.now() + waitMs > until) break;
          await new Promise((r) => setTimeout(r, waitMs));
          last = await claim(answer.n, bodies[answer.n], agent);
        }
        return last;
      }),
    );
    if (agent) agent.destroy();

    const accepted = first.filter((a) => a.status === 201);
    created += accepted.length + retried.filter((a) => a.status === 201).length;
    const deadline = Date.now() + 120_000;
    let mailed = 0;
    while (Date.now() < deadline) {
      mailed = new Set((await report()).map(([address]) => address)).size;
      if (mailed >= created) break;
      await new Promise((r) => setTimeout(r, 500));
    }

    const statuses = {};
    for (const a of first) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    const ms = first.map((a) => a.ms).sort((a, b) => a - b);
    const otherErrors = first.filter((a) => typeof a.status !== 'number' || (a.status >= 500 && a.status !== 503)).length;
    // What the instance served in the first 5 s of the wave, at the pace it kept through the wave.
    const servedPerSecond = accepted.length / firstWaveS;
    process.stdout.write(`\n${CROWD} claims at once to one instance over ${shape} (default pool and admission bound)\n`);
    process.stdout.write(
      `${table([
        ['first answers', ...Object.keys(statuses)],
        ['count', ...Object.values(statuses)],
      ])}\n`,
    );
    process.stdout.write(
      `wait for an answer from when it was written: p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, max ${ms[ms.length - 1].toFixed(0)} ms\n`,
    );
    process.stdout.write(`5xx other than 503, and errors: ${otherErrors}\n`);
    process.stdout.write(`503 with Retry-After: ${shed.filter((a) => a.retryAfter > 0).length} of ${shed.length}\n`);
    process.stdout.write(`503 then served with their own token: ${retried.filter((a) => a.status === 201).length} of ${shed.length}\n`);
    process.stdout.write(
      `shed ${((100 * shed.length) / CROWD).toFixed(1)} %; served ${accepted.length} in ${firstWaveS.toFixed(1)} s (${servedPerSecond.toFixed(0)} a second: ${Math.round(servedPerSecond * 5)} in 5 s)\n`,
    );
    process.stdout.write(`mailed: ${mailed} of ${created} created${mailed >= created ? ' (every 201)' : ''}\n`);
  }
} finally {
  await stop(app);
  await db.stop();
  smtp.stop();
  rmSync(dir, { recursive: true, force: true });
}
