// npm run bench:events: how many analytics events one instance takes (POST /api/events, a crowd of
// visitors through TRUST_PROXY, 4 events a request) and its memory; then the reservation call's
// throughput alone and while events arrive at EVENTS_RATE per second, interleaved in one run.
// Every page view accepted must be in the database once the app has written its tally.
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, ROOT, startNode, stop, table, waitReady } from './support.mjs';

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require(join(ROOT, 'backend/dist/infra/embedded-postgres.js'));
const { HumanCheckSigner } = require(join(ROOT, 'backend/dist/human-check/human-check-signer.js'));
const { validateHandle } = require(join(ROOT, 'contracts/dist/index.js'));

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Events per second sent beside the reservations in the mixed runs. */
const EVENTS_RATE = Number(process.env.EVENTS_RATE ?? 5000);
const EVENTS_PER_REQUEST = 4;
/** Distinct visitors the crowd is drawn from. */
const VISITORS = 50_000;
const SECRET = randomBytes(32).toString('hex');
const MIB = 1024 * 1024;

const client = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function run({ url, connections, body, overallRate }) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections,
        duration: DURATION_S,
        overallRate,
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => {
              const n = i++;
              const { visitor, payload } = body(n);
              return {
                ...req,
                headers: { ...req.headers, 'x-forwarded-for': client(visitor), 'user-agent': `bench ${visitor % 7}` },
                body: JSON.stringify(payload),
              };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const summary = (r) => ({ rps: r.requests.average, p99: r.latency.p99, ok: r['2xx'], bad: r.non2xx + r.errors + r.timeouts });
const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

const dir = mkdtempSync(join(tmpdir(), 'gameshift-bench-'));
chmodSync(dir, 0o755);
const db = await startEmbeddedPostgres({ dir, database: 'bench' });
const port = await freePort();
const app = startNode('backend/dist/main.js', {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dir,
  DATABASE_URL: db.url,
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_POLL_INTERVAL_S: '60',
  JWT_SECRET: SECRET,
  MAIL_LINK_SECRET: randomBytes(32).toString('hex'),
  SUPPRESSION_KEY: randomBytes(32).toString('hex'),
  WEBHOOK_SEAL_KEY: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '127.0.0.1',
  THROTTLE_RESERVE_LIMIT: '10000000',
  THROTTLE_DEFAULT_LIMIT: '10000000',
  PENDING_PER_CLIENT: '10000000',
  EMAIL_DOMAIN_LIMIT: '10000000',
  EMAIL_DOMAIN_CHECK: 'false',
});
const sql = new pg.Pool({ connectionString: db.url, max: 2 });
const rows = [['run', 'req/s', 'events/s', 'p99 ms', 'non-2xx', 'app RSS MiB']];
const reserveAlone = [];
const reserveMixed = [];
let accepted = 0;
try {
  await waitReady(`http://127.0.0.1:${port}/health/ready`, app);
  const signer = new HumanCheckSigner(SECRET);
  let serial = 0;
  const reservation = (n) => {
    for (;;) {
      const k = serial++;
      if (validateHandle(`e${k}x`).ok) {
        return {
          visitor: 1_000_000 + n,
          payload: {
            email: `events${k}@example.com`,
            gameshift_id: `e${k}x`,
            honeypot_fields: {},
            human_token: signer.issueToken(Date.now()),
          },
        };
      }
    }
  };
  const events = (n) => ({
    visitor: n % VISITORS,
    payload: {
      events: [
        { name: 'page_view', path: '/', referrer: 'https://www.twitch.tv/x', utm_source: 'stream', utm_campaign: 'launch' },
        { name: 'handle_entered', path: '/' },
        { name: 'email_step', path: '/' },
        { name: 'page_view', path: '/learn' },
      ],
    },
  });
  const reserveUrl = `http://127.0.0.1:${port}/api/validate-reservation`;
  const eventsUrl = `http://127.0.0.1:${port}/api/events`;
  const idle = rss(app.pid);
  rows.push(['idle', '', '', '', '', (idle / MIB).toFixed(0)]);

  for (let round = 1; round <= ROUNDS; round++) {
    const flat = summary(await run({ url: eventsUrl, connections: 32, body: events }));
    accepted += flat.ok * EVENTS_PER_REQUEST;
    rows.push([
      `${round} events, flat out`,
      flat.rps.toFixed(0),
      (flat.rps * EVENTS_PER_REQUEST).toFixed(0),
      flat.p99,
      flat.bad,
      (rss(app.pid) / MIB).toFixed(0),
    ]);

    // Alone and mixed take turns to go first.
    const order = round % 2 === 1 ? ['alone', 'mixed'] : ['mixed', 'alone'];
    for (const kind of order) {
      if (kind === 'alone') {
        const r = summary(await run({ url: reserveUrl, connections: 32, body: reservation }));
        reserveAlone.push(r.rps);
        rows.push([`${round} reservations alone`, r.rps.toFixed(0), '', r.p99, r.bad, (rss(app.pid) / MIB).toFixed(0)]);
      } else {
        const [r, e] = await Promise.all([
          run({ url: reserveUrl, connections: 32, body: reservation }).then(summary),
          run({ url: eventsUrl, connections: 8, body: events, overallRate: EVENTS_RATE / EVENTS_PER_REQUEST }).then(summary),
        ]);
        accepted += e.ok * EVENTS_PER_REQUEST;
        reserveMixed.push(r.rps);
        rows.push([`${round} reservations with events`, r.rps.toFixed(0), '', r.p99, r.bad, (rss(app.pid) / MIB).toFixed(0)]);
        rows.push([`${round} events beside them`, e.rps.toFixed(0), (e.rps * EVENTS_PER_REQUEST).toFixed(0), e.p99, e.bad, '']);
      }
    }
  }

  // Two page views in every request: each must have been written once the tally is flushed.
  const expectedViews = accepted / 2;
  const deadline = Date.now() + 30_000;
  let written = 0;
  while (Date.now() < deadline) {
    written = Number((await sql.query('SELECT COALESCE(sum(views), 0)::bigint AS n FROM analytics_page_views')).rows[0].n);
    if (written >= expectedViews) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  process.stdout.write(`\n${table(rows)}\n\n`);
  const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  process.stdout.write(
    `reservation throughput with ${EVENTS_RATE} events/s beside it / alone: ${(mean(reserveMixed) / mean(reserveAlone)).toFixed(2)}\n` +
      `page views answered 202 ${expectedViews}, written ${written}${written >= expectedViews ? ' (none lost; requests still in flight when a run ended count too)' : ' (SOME LOST)'}\n`,
  );
} finally {
  await sql.end();
  await stop(app);
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
