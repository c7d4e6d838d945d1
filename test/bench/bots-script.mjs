// The script of npm run bench:bots, in a process of its own so that its CPU is its own: from many
// client addresses (X-Forwarded-For through the app's TRUST_PROXY) it asks for human-check
// challenges, solves whatever proof of work they carry with altcha-lib's own solver, answers the
// pattern no sooner than the server accepts, reserves handles for addresses at one catch-all
// domain, and confirms every link its inbox receives (the parent relays that domain's mail).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './support.mjs';

const require = createRequire(import.meta.url);
const { solveChallenge } = require('altcha-lib');
const { deriveKey } = require('altcha-lib/algorithms/pbkdf2');
const { HUMAN_CHECK, validateHandle } = require(join(ROOT, 'contracts/dist/index.js'));

const BASE = process.env.BOTS_BASE;
const DOMAIN = process.env.BOTS_DOMAIN;
const ADDRESSES = Number(process.env.BOTS_ADDRESSES);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// Solving 200 proofs at once would finish none for a long while on a few cores; a few at a time keeps tokens coming.
const SOLVERS = Number(process.env.BOTS_SOLVERS ?? 4);
let solving = 0;
const waiting = [];
async function solveInTurn(challenge) {
  if (solving >= SOLVERS) await new Promise((resolve) => waiting.push(resolve));
  solving += 1;
  try {
    return await solveChallenge({ challenge, deriveKey });
  } finally {
    solving -= 1;
    waiting.shift()?.();
  }
}
let stopped = false;
let confirming = 0;
const clients = Array.from({ length: ADDRESSES }, (_, i) => `198.51.${100 + (i >> 8)}.${i & 255}`);
const tally = { challenges: 0, solved: 0, tokens: 0, reserved: 0, refusedDomain: 0, refusedNoMail: 0, limited: 0, other: 0, confirmed: 0 };

async function post(path, body, client) {
  try {
    const res = await fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: await res.json().catch(() => ({})) };
  } catch {
    return { status: 0, headers: new globalThis.Headers(), body: {} };
  }
}

function handle() {
  for (;;) {
    const h = `q${randomBytes(6).toString('hex').slice(0, 11)}`;
    if (validateHandle(h).ok) return h;
  }
}

/** A human token the way a script gets one: the challenge's own answer played back, its proof of work solved. */
async function humanToken(client) {
  const challenge = await post('/api/human-check/challenge', {}, client);
  tally.challenges += 1;
  if (challenge.status !== 201) return { wait: retryAfter(challenge) };
  const ripeAt = Date.now() + HUMAN_CHECK.minAnswerMs + 50;
  const answer = { challenge: challenge.body.challenge, sequence: challenge.body.sequence };
  if (challenge.body.pow) {
    const solution = await solveInTurn(challenge.body.pow);
    if (!solution) return { wait: 0 };
    tally.solved += 1;
    answer.pow = { challenge: challenge.body.pow, solution };
  }
  await sleep(Math.max(0, ripeAt - Date.now()));
  const verified = await post('/api/human-check/verify', answer, client);
  if (verified.status !== 201) return { wait: retryAfter(verified) };
  tally.tokens += 1;
  return { token: verified.body.human_token };
}

function retryAfter(res) {
  const seconds = Number(res.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, 30_000) : 1_000;
}

/** One client address: tokens and reservations for as long as the run lasts. */
async function address(client) {
  let token;
  while (!stopped) {
    if (!token) {
      const got = await humanToken(client);
      if (!got.token) {
        await sleep(got.wait);
        continue;
      }
      token = got.token;
    }
    const email = `${randomBytes(5).toString('hex')}@${DOMAIN}`;
    const res = await post('/api/validate-reservation', { email, gameshift_id: handle(), honeypot_fields: {}, human_token: token }, client);
    if (res.status === 201) {
      tally.reserved += 1;
      token = undefined;
    } else if (res.status === 429 && res.body.field === 'email') {
      // The domain has had its sign-ups: the token was not spent, so keep it and try again later.
      tally.refusedDomain += 1;
      await sleep(5_000);
    } else if (res.status === 400 && res.body.field === 'email') {
      tally.refusedNoMail += 1;
      await sleep(5_000);
    } else if (res.status === 429) {
      tally.limited += 1;
      token = undefined;
      await sleep(retryAfter(res));
    } else {
      tally.other += 1;
      token = undefined;
    }
  }
}

/** Every mail at the catch-all domain is the script's: it opens each link at once. */
process.on('message', async (message) => {
  if (message.type === 'mail') {
    const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    if (!token) return;
    const res = await post('/api/verify', { token }, clients[(confirming += 1) % clients.length]);
    if (res.body.state === 'success') tally.confirmed += 1;
  } else if (message.type === 'stop') {
    stopped = true;
    process.send({ type: 'done', cpu: process.cpuUsage(), tally }, () => process.exit(0));
  }
});

for (const client of clients) void address(client);
