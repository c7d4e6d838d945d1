// npm run bench:bots: a script with 200 client addresses and one catch-all mail domain (every
// address at it reaches the script's inbox) against the app in production mode with default limits
// and TRUST_PROXY in front, beside 100 people on well-known providers, for 60 s. Prints what the
// script owns (confirmed handles), the CPU it spent, and how many people got through (reserved and
// confirmed). BENCH_BASELINE=<dir>/backend/dist/main.js runs the same against an earlier build
// afterwards, on a database of its own. BENCH_SECONDS changes the length of a run.
import { fork } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, ROOT, startNode, stop, table, waitReady } from './support.mjs';

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require(join(ROOT, 'backend/dist/infra/embedded-postgres.js'));
const { HUMAN_CHECK, validateHandle } = require(join(ROOT, 'contracts/dist/index.js'));
const { solveChallenge } = require('altcha-lib');
const { deriveKey } = require('altcha-lib/algorithms/pbkdf2');
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');
const dns2 = require('dns2');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ADDRESSES = 200;
const PEOPLE = 100;
const CATCH_ALL = 'catchall.bots.example';
const PROVIDERS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me', 'gmx.de', 'hotmail.co.uk'];
const builds = [
  { name: 'this build', main: join(ROOT, 'backend/dist/main.js') },
  ...(process.env.BENCH_BASELINE ? [{ name: 'before', main: process.env.BENCH_BASELINE }] : []),
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The catch-all domain's DNS: an MX, as any domain that takes mail has. */
async function startDns() {
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const [question] = request.questions;
      const response = Packet.createResponseFromRequest(request);
      if (question.name.toLowerCase() !== CATCH_ALL) response.header.rcode = Packet.RCODE.NXDOMAIN;
      else if (question.type === Packet.TYPE.MX) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, {
            type: Packet.TYPE.MX,
            class: Packet.CLASS.IN,
            ttl: 300,
            exchange: `mx.${CATCH_ALL}`,
            priority: 10,
          }),
        );
      }
      send(response).catch(() => undefined);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return { address: `127.0.0.1:${server.addresses().udp.port}`, close: () => server.close() };
}

/** One SMTP server for all the mail the app sends: the catch-all domain's goes to the script, the rest to the people. */
async function startMail(onMail) {
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value.map((v) => v.address ?? '') ?? []);
          for (const address of to) onMail(address.toLowerCase(), mail.text ?? '');
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function post(base, path, body, client) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}

/** A person: arrives, plays the game (solving its proof of work, as their browser would), reserves, opens the link. */
async function person(base, i, arriveMs, inbox) {
  await sleep(arriveMs);
  const client = `10.20.${i >> 8}.${i & 255}`;
  const handle = (() => {
    for (;;) {
      const h = `p${randomBytes(6).toString('hex').slice(0, 10)}`;
      if (validateHandle(h).ok) return h;
    }
  })();
  const email = `${handle}@${PROVIDERS[i % PROVIDERS.length]}`;
  const link = new Promise((resolve) => inbox.set(email, resolve));
  for (let attempt = 0; attempt < 3; attempt++) {
    const challenge = await post(base, '/api/human-check/challenge', {}, client);
    if (challenge.status !== 201) continue;
    const ripeAt = Date.now() + HUMAN_CHECK.minAnswerMs + 300;
    const answer = { challenge: challenge.body.challenge, sequence: challenge.body.sequence };
    if (challenge.body.pow)
      answer.pow = { challenge: challenge.body.pow, solution: await solveChallenge({ challenge: challenge.body.pow, deriveKey }) };
    await sleep(Math.max(0, ripeAt - Date.now()));
    const verified = await post(base, '/api/human-check/verify', answer, client);
    if (verified.status !== 201) continue;
    const reserved = await post(
      base,
      '/api/validate-reservation',
      { email, gameshift_id: handle, honeypot_fields: {}, human_token: verified.body.human_token },
      client,
    );
    if (reserved.status !== 201) return { through: false, why: `reserve ${reserved.status} ${reserved.body.error ?? ''}` };
    // A person waits a few minutes for the email before giving up.
    const text = await Promise.race([link, sleep(180_000).then(() => '')]);
    const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (!token) return { through: false, why: 'no mail' };
    const confirmed = await post(base, '/api/verify', { token }, client);
    return confirmed.body.state === 'success' ? { through: true } : { through: false, why: `verify ${confirmed.body.state}` };
  }
  return { through: false, why: 'human check' };
}

async function run(build) {
  const dir = mkdtempSync(join(tmpdir(), 'gameshift-bench-bots-'));
  chmodSync(dir, 0o755);
  const db = await startEmbeddedPostgres({ dir: join(dir, 'pg'), database: 'bench' });
  const dns = await startDns();
  const inbox = new Map();
  let script;
  const mail = await startMail((address, text) => {
    if (address.endsWith(`@${CATCH_ALL}`)) {
      // Mail that arrives once the script has stopped is left unread.
      if (script?.connected) script.send({ type: 'mail', text });
    } else inbox.get(address)?.(text);
  });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = startNode(build.main, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'app'),
    DATABASE_URL: db.url,
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: mail.url,
    PUBLIC_URL: base,
    JWT_SECRET: randomBytes(32).toString('hex'),
    MAIL_LINK_SECRET: randomBytes(32).toString('hex'),
    SUPPRESSION_KEY: randomBytes(32).toString('hex'),
    WEBHOOK_SEAL_KEY: randomBytes(32).toString('hex'),
    DNS_SERVERS: dns.address,
    LOG_LEVEL: 'warn',
  });
  try {
    await waitReady(`${base}/health/ready`, app);
    script = fork(join(ROOT, 'test/bench/bots-script.mjs'), [], {
      env: { ...process.env, BOTS_BASE: base, BOTS_DOMAIN: CATCH_ALL, BOTS_ADDRESSES: String(ADDRESSES) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const people = Promise.all(
      Array.from({ length: PEOPLE }, (_, i) => person(base, i, Math.floor((i / PEOPLE) * (SECONDS - 15) * 1000), inbox)),
    );
    await sleep(SECONDS * 1000);
    const report = new Promise((resolve) => script.once('message', resolve));
    script.send({ type: 'stop' });
    const { cpu, tally } = await report;
    const results = await people;
    // Links already on their way are the script's too: give the outbox a moment, then count.
    await sleep(3_000);
    const sql = new pg.Pool({ connectionString: db.url, max: 1 });
    const [{ owned, pending }] = (
      await sql.query(
        `SELECT count(*) FILTER (WHERE is_verified)::int AS owned, count(*) FILTER (WHERE NOT is_verified)::int AS pending
           FROM reservations WHERE email LIKE $1`,
        [`%@${CATCH_ALL}`],
      )
    ).rows;
    await sql.end();
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const failures = results.filter((r) => !r.through).map((r) => r.why);
    return { build: build.name, owned, pending, cpuSeconds, tally, through: results.length - failures.length, failures };
  } finally {
    if (script && script.exitCode === null) script.kill('SIGKILL');
    await stop(app);
    await mail.close();
    await dns.close();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const outcomes = [];
for (const build of builds) {
  process.stdout.write(`${build.name}: ${ADDRESSES} script addresses at ${CATCH_ALL} beside ${PEOPLE} people, ${SECONDS} s...\n`);
  const outcome = await run(build);
  outcomes.push(outcome);
  process.stdout.write(`${build.name}: the script owns ${outcome.owned}; ${outcome.through} of ${PEOPLE} people through\n`);
}
const perHour = (n) => ((n / ADDRESSES / SECONDS) * 3600).toFixed(2);
process.stdout.write(
  `\n${table([
    [
      'build',
      'script owns (confirmed)',
      'pending',
      'per address-hour',
      'script CPU s',
      'CPU s per owned handle',
      'proofs solved',
      'people through',
    ],
    ...outcomes.map((o) => [
      o.build,
      o.owned,
      o.pending,
      perHour(o.owned),
      o.cpuSeconds.toFixed(1),
      o.owned ? (o.cpuSeconds / o.owned).toFixed(2) : '—',
      o.tally.solved,
      `${o.through} of ${PEOPLE}`,
    ]),
  ])}\n`,
);
for (const o of outcomes) {
  process.stdout.write(`${o.build}: script answers ${JSON.stringify(o.tally)}\n`);
  if (o.failures.length) process.stdout.write(`${o.build}: people not through: ${o.failures.join('; ')}\n`);
}
