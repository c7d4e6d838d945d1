// `npm test`: every test layer in order, stopping at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { findChromium } from './chromium.mjs';
import { requireProjectNode } from './project-node.mjs';

const root = resolve(import.meta.dirname, '..');

process.stdout.write(`Node ${requireProjectNode('npm test')}\n`);

const chromium = findChromium();
if (!chromium) {
  process.stderr.write(
    'npm test needs Chromium for the browser tests: install it with "apt-get install -y chromium-headless-shell" or set CHROMIUM_PATH.\n',
  );
  process.exit(1);
}

const redisServer = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
if (!existsSync(redisServer)) {
  process.stderr.write(
    `npm test needs redis-server for the two-instance tests (${redisServer} is missing): install it with "apt-get install -y redis-server" or set REDIS_SERVER_PATH.\n`,
  );
  process.exit(1);
}

/**
 * The suite is bound by the CPU (docs/performance.md): one e2e worker more than there are cores, as
 * its files also wait on the apps they start (3 on two cores, the count it was tuned at); the browser
 * layer sets one worker per core itself (test/playwright.config.ts).
 */
const E2E_WORKERS = availableParallelism() + 1;

/** The lowest CPU priority: what runs under it takes only the time the e2e tests leave idle. */
const NICE = ['nice', '-n', '19'];

const steps = [
  // The backend and the typed lint rules read contracts through its built declarations.
  ['contracts build', ['npm', 'run', '--silent', 'build', '-w', 'contracts']],
  ['build', null],
  // Side by side. The e2e tests spend most of their time waiting on the apps they start, on timers
  // and on mail retries (about 60% of both cores idle when they run alone); the checks are single
  // processes bound by the CPU, so they run at the lowest priority and take what the e2e tests leave
  // idle (they have no timeouts to miss). The unit tests keep the normal priority: they are timed too.
  // The e2e tests come first so their longest files start at once.
  [
    'checks, unit and backend e2e tests',
    {
      'backend e2e tests (embedded PostgreSQL, SMTP sink)': [
        'npx',
        'jest',
        '--config',
        'backend/test/jest-e2e.config.js',
        `--maxWorkers=${E2E_WORKERS}`,
      ],
      lint: [...NICE, 'npx', 'eslint', '.', '--max-warnings=0'],
      format: [...NICE, 'npx', 'prettier', '--check', '--log-level', 'warn', '.'],
      // Contracts were built by the first step: rebuilding them here would rewrite files the e2e apps are loading.
      'type check': [...NICE, 'npm', 'run', '--silent', 'typecheck:projects'],
      'unit tests': ['npx', 'jest', '--config', 'jest.config.js'],
    },
  ],
  // Alone: the browser layer keeps both cores busy by itself. Beside the e2e tests, both crawled
  // (load average above 20 on two cores, a fifth of the tests done in the time all used to take).
  ['browser tests (Playwright, system Chromium)', ['npx', 'playwright', 'test', '--config', 'test/playwright.config.ts']],
];

/** Seconds with one decimal: a layer's share of the run is what matters, not milliseconds. */
function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}

// Printed after every layer, and once more as a table, so a slow layer is seen without a stopwatch.
const timings = [];
function printTimings() {
  const width = Math.max(...timings.map(([name]) => name.length));
  process.stdout.write('\nTime per layer:\n');
  for (const [name, took] of timings) process.stdout.write(`  ${name.padEnd(width)}  ${took.padStart(6)} s\n`);
}

const env = { ...process.env, CHROMIUM_PATH: chromium };

/**
 * Runs commands side by side. Each line of output is printed as it comes, after the name of the
 * command it came from, so a long layer shows its progress and a hang shows where it is.
 */
async function runTogether(commands) {
  const statuses = await Promise.all(
    Object.entries(commands).map(
      ([name, command]) =>
        new Promise((done) => {
          const commandStarted = Date.now();
          const label = `[${name.split(' (')[0]}]`;
          const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
          for (const stream of [child.stdout, child.stderr]) {
            let pending = '';
            stream.on('data', (chunk) => {
              const lines = (pending + chunk).split('\n');
              pending = lines.pop();
              for (const line of lines) process.stdout.write(`${label} ${line}\n`);
            });
            stream.on('end', () => pending && process.stdout.write(`${label} ${pending}\n`));
          }
          child.on('close', (status) => {
            timings.push([`  ${name}`, seconds(commandStarted)]);
            process.stdout.write(`--- ${name}: ${seconds(commandStarted)} s, ${status === 0 ? 'passed' : 'FAILED'}\n`);
            done(status);
          });
        }),
    ),
  );
  return statuses.find((status) => status !== 0) ?? 0;
}

function runLayer(command) {
  if (command === null) {
    buildIfStale();
    return 0;
  }
  if (!Array.isArray(command)) return runTogether(command);
  return spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env }).status;
}

const started = Date.now();
for (const [name, command] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const layerStarted = Date.now();
  const count = timings.length;
  const status = await runLayer(command);
  // The layer's own line goes before the lines of the commands it ran side by side.
  timings.splice(count, 0, [name, seconds(layerStarted)]);
  process.stdout.write(`--- ${name}: ${timings[count][1]} s\n`);
  if (status !== 0) {
    printTimings();
    process.stderr.write(`\nnpm test failed at: ${name}\n`);
    process.exit(status ?? 1);
  }
}
printTimings();
process.stdout.write(`\nAll test layers passed in ${seconds(started)} s.\n`);
