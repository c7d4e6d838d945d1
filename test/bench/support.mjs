// Shared pieces of the benchmark scripts: the app as a child process, a free port, a table printer.
import { fork, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

export async function waitReady(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`server exited during start (${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`${url} not ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts a built script with `env` on top of this process's; BENCH_NODE_ARGS adds flags of `node`'s own (e.g. V8's). */
export function startNode(script, env) {
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ')).join('\n');
}

/** Runs tasks with at most `limit` in flight; resolves with their results in order. */
export async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

/** The p-th percentile of ascending values. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * The local SMTP server that counts mail (smtp-counter.mjs), in a process of its own so that counting
 * takes no CPU from the process sending the crowd. `arrivals()` resolves with [recipient, time] pairs.
 */
export async function startSmtpCounter() {
  const port = await freePort();
  const child = fork(join(ROOT, 'test/bench/smtp-counter.mjs'), { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  await new Promise((ready) => child.once('message', ready));
  return {
    port,
    arrivals: () =>
      new Promise((answer) => {
        child.once('message', (m) => answer(m.arrivals));
        child.send({ type: 'report' });
      }),
    stop: () => child.disconnect(),
  };
}

/** The secrets a production instance requires, fresh for a run; `jwtSecret` also signs the human tokens the bench draws. */
export function productionSecrets(jwtSecret) {
  const key = () => randomBytes(32).toString('hex');
  return { JWT_SECRET: jwtSecret, MAIL_LINK_SECRET: key(), SUPPRESSION_KEY: key(), WEBHOOK_SEAL_KEY: key() };
}
