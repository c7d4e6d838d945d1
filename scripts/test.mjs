// `npm test`: every test layer in order, stopping at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
 * layer sets one more worker than there are cores itself (test/playwright.config.ts).
 */
const E2E_WORKERS = availableParallelism() + 1;

/** The lowest CPU priority: what runs under it takes only the time the e2e tests leave idle. */
const NICE = ['nice', '-n', '19'];

/**
 * The type check (tsgo) and the lint's typed rules (oxlint-tsgolint) are Go programs: on one thread
 * and collecting a quarter as often, they took 5.3 and 4.3 CPU-seconds where spread over both cores
 * they took 12 and 6 (docs/performance.md). They run beside the tests, so their wall time is not waited on.
 */
const GO_ONE_THREAD = ['env', 'GOMAXPROCS=1', 'GOGC=400'];

const steps = [
  // The backend and the typed lint rules read contracts through its built declarations.
  ['contracts build', ['npm', 'run', '--silent', 'build', '-w', 'contracts']],
  ['build', [process.execPath, resolve(root, 'scripts', 'build-if-stale.mjs')]],
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
      // Every rule (oxlint.config.mts), the typed ones on TypeScript 7's checker; a disable comment no rule needs fails it too.
      lint: [...NICE, ...GO_ONE_THREAD, 'npx', 'oxlint'],
      format: [...NICE, 'npx', 'oxfmt', '--check'],
      // Contracts were built by the first step: rebuilding them here would rewrite files the e2e apps are loading.
      'type check': [...NICE, ...GO_ONE_THREAD, 'npm', 'run', '--silent', 'typecheck:projects'],
      'unit tests': ['npx', 'jest', '--config', 'jest.config.js'],
    },
  ],
  // Alone: the browser layer keeps both cores busy by itself. Beside the e2e tests, both crawled
  // (load average above 20 on two cores, a fifth of the tests done in the time all used to take).
  ['browser tests (Playwright, system Chromium)', ['npx', 'playwright', 'test', '--config', 'test/playwright.config.ts']],
];

/** Seconds since `since`, printed with one decimal: a layer's share of the run is what matters, not milliseconds. */
function seconds(since) {
  return (Date.now() - since) / 1000;
}

/** The sum of CPU figures, undefined when any is (where there is no /proc). */
function sum(cpus) {
  return cpus.includes(undefined) ? undefined : cpus.reduce((total, cpu) => total + cpu, 0);
}

/**
 * What the run cost: the tests count the apps they start and the pages they open into files of
 * this folder, and each command's CPU time is written here by scripts/cpu-time.mjs, which runs it.
 */
const costDir = mkdtempSync(join(tmpdir(), 'gameshift-test-cost-'));
const env = { ...process.env, CHROMIUM_PATH: chromium, TEST_COST_DIR: costDir };

/** Lines in a count file of the cost folder. */
function counted(file) {
  return existsSync(join(costDir, file)) ? readFileSync(join(costDir, file), 'utf8').split('\n').length - 1 : 0;
}

let commandsRun = 0;

/** The command, run by scripts/cpu-time.mjs, and a function that reads its CPU-seconds once it has ended. */
function measured(command) {
  const file = join(costDir, `cpu-${++commandsRun}`);
  const cpu = () => (existsSync(file) ? Number(readFileSync(file, 'utf8')) : undefined);
  return [[process.execPath, resolve(root, 'scripts', 'cpu-time.mjs'), '--to', file, ...command], cpu];
}

/** What a layer counts besides time: the apps and pages its tests open. */
function countsOf(name) {
  const apps = (file) => `${counted(file)} ${counted(file) === 1 ? 'app' : 'apps'}`;
  if (name.startsWith('backend e2e')) return apps('e2e-apps');
  if (name.startsWith('browser')) return `${apps('browser-apps')}, ${counted('browser-pages')} pages`;
  return '';
}

// Printed after every layer, and once more as a table, so a slow layer is seen without a stopwatch.
const costs = [];
function cost(name, wall, cpu) {
  return { name, wall, cpu, counts: countsOf(name.trim()) };
}
function cpuText(cpu) {
  return cpu === undefined ? '' : `${cpu.toFixed(1)} CPU-s`;
}
function printCosts(started) {
  const layers = costs.filter(({ name }) => !name.startsWith(' '));
  const rows = [...costs, cost('in all', seconds(started), sum(layers.map(({ cpu }) => cpu)))];
  const width = Math.max(...rows.map(({ name }) => name.length));
  process.stdout.write(
    '\nCost per layer: wall time; CPU time of its commands and every process they started; apps started and pages opened:\n',
  );
  for (const { name, wall, cpu, counts } of rows) {
    const line = `  ${name.padEnd(width)}  ${wall.toFixed(1).padStart(7)} s  ${cpuText(cpu).padStart(12)}  ${counts}`;
    process.stdout.write(`${line.trimEnd()}\n`);
  }
}

/**
 * Runs commands side by side. Each line of output is printed as it comes, after the name of the
 * command it came from, so a long layer shows its progress and a hang shows where it is.
 */
async function runTogether(commands) {
  const statuses = await Promise.all(
    Object.entries(commands).map(
      ([name, plain]) =>
        new Promise((done) => {
          const commandStarted = Date.now();
          const label = `[${name.split(' (')[0]}]`;
          const [command, cpu] = measured(plain);
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
            const took = cost(`  ${name}`, seconds(commandStarted), cpu());
            costs.push(took);
            process.stdout.write(`--- ${name}: ${printed(took)}, ${status === 0 ? 'passed' : 'FAILED'}\n`);
            done(status);
          });
        }),
    ),
  );
  return statuses.find((status) => status !== 0) ?? 0;
}

/** A cost as one line: "12.3 s, 20.1 CPU-s, 74 apps". */
function printed({ wall, cpu, counts }) {
  return [`${wall.toFixed(1)} s`, cpuText(cpu), counts].filter(Boolean).join(', ');
}

/** Runs a layer; resolves with its exit status and its CPU-seconds (undefined without /proc). */
async function runLayer(layer) {
  if (!Array.isArray(layer)) {
    const count = costs.length;
    const status = await runTogether(layer);
    return [status, sum(costs.slice(count).map(({ cpu }) => cpu))];
  }
  const [command, cpu] = measured(layer);
  return [spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env }).status, cpu()];
}

const started = Date.now();
for (const [name, layer] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const layerStarted = Date.now();
  const count = costs.length;
  const [status, cpu] = await runLayer(layer);
  // The layer's own line goes before the lines of the commands it ran side by side.
  costs.splice(count, 0, cost(name, seconds(layerStarted), cpu));
  process.stdout.write(`--- ${name}: ${printed(costs[count])}\n`);
  if (status !== 0) {
    printCosts(started);
    rmSync(costDir, { recursive: true, force: true });
    process.stderr.write(`\nnpm test failed at: ${name}\n`);
    process.exit(status ?? 1);
  }
}
printCosts(started);
rmSync(costDir, { recursive: true, force: true });
process.stdout.write(`\nAll test layers passed in ${seconds(started).toFixed(1)} s.\n`);
