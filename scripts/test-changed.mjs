// `npm run test:changed [-- <ref>] [--plan]`: the checks and tests that guard what changed since <ref>
// (origin/main, else HEAD~1), uncommitted and untracked files included. It prints what it chose and
// why, then runs each step in order, stopping at the first failure. `npm test` remains the whole suite.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { staleReason, targets } from './build-if-stale.mjs';
import { findChromium } from './chromium.mjs';
import { requireProjectNode } from './project-node.mjs';
import { BROWSER_DIR, E2E_DIR, MAX_IMPORTERS, SOURCE_ROOTS, TEST_MAP, entryKey } from './test-map.mjs';

const root = resolve(import.meta.dirname, '..');

process.stdout.write(`Node ${requireProjectNode('npm run test:changed')}\n`);

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function lines(text) {
  return text ? text.split('\n').filter(Boolean) : [];
}

// --- What changed -------------------------------------------------------------------------------

const args = process.argv.slice(2);
/** `--plan`: print what would run and stop. */
const planOnly = args.includes('--plan');
const requested = args.find((arg) => !arg.startsWith('--'));
const base = requested ?? (git('rev-parse', '--verify', '--quiet', 'origin/main') ? 'origin/main' : 'HEAD~1');
if (!git('rev-parse', '--verify', '--quiet', `${base}^{commit}`)) {
  process.stderr.write(`npm run test:changed: "${base}" is not a commit this repository has.\n`);
  process.exit(1);
}
// Against the point this branch left the base, so commits made on the base since are not counted as ours.
const since = git('merge-base', base, 'HEAD');
const changed = [
  ...new Set([...lines(git('diff', '--name-only', '--no-renames', since)), ...lines(git('ls-files', '--others', '--exclude-standard'))]),
].sort();

process.stdout.write(
  `Changes since ${base}${requested ? '' : ' (the default base)'}, at ${since.slice(0, 7)}, with uncommitted and untracked files:\n`,
);
if (changed.length === 0) {
  process.stdout.write('  none: nothing to check.\n');
  process.exit(0);
}

const present = changed.filter((path) => existsSync(join(root, path)));

// --- Which tests guard it -----------------------------------------------------------------------

const isE2eFile = (path) => path.startsWith(E2E_DIR) && path.endsWith('.e2e-spec.ts');
const BROWSER_FOLDERS = ['public/', 'admin/', 'platform/', 'news/'].map((folder) => BROWSER_DIR + folder);
const isBrowserSpec = (path) => BROWSER_FOLDERS.some((folder) => path.startsWith(folder)) && path.endsWith('.spec.ts');
/** Test code that is not itself a test file: support, fixtures, page objects. */
const isTestSupport = (path) =>
  /\.tsx?$/.test(path) &&
  ((path.startsWith(E2E_DIR) && !path.startsWith(`${E2E_DIR}unit/`) && !isE2eFile(path)) ||
    (path.startsWith(BROWSER_DIR) && !path.startsWith(`${BROWSER_DIR}bench/`) && !isBrowserSpec(path)));

function filesUnder(folder) {
  const found = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}${entry.name}`;
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...filesUnder(`${path}/`));
    else if (/\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

/** The test code's own imports, reversed: which files import each file. */
function importersOf() {
  const importers = new Map();
  for (const file of [...filesUnder(E2E_DIR), ...filesUnder(BROWSER_DIR)]) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = relative(root, resolve(root, dirname(file), specifier)).replace(/\.tsx?$/, '');
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(file);
    }
  }
  return importers;
}

let importGraph;
/** The test files that import `path`, directly or through other test code. */
function testFilesImporting(path) {
  importGraph ??= importersOf();
  const seen = new Set();
  const pending = [path.replace(/\.tsx?$/, '')];
  while (pending.length > 0) {
    for (const importer of importGraph.get(pending.pop()) ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      pending.push(importer.replace(/\.tsx?$/, ''));
    }
  }
  return [...seen].filter((file) => isE2eFile(file) || isBrowserSpec(file)).sort();
}

const e2e = new Set();
const browser = new Set();
const unitByPath = new Set();
const unmapped = [];

const shortE2e = (file) => file.slice(E2E_DIR.length);
const shortBrowser = (file) => file.slice(BROWSER_DIR.length);

function describeTests(entry) {
  const parts = [];
  if (entry.e2e?.length) parts.push(`e2e ${entry.e2e.join(', ')}`);
  if (entry.browser?.length) parts.push(`browser ${entry.browser.join(', ')}`);
  if (entry.unit?.length) parts.push(`unit ${entry.unit.join(', ')}`);
  return parts.length ? parts.join('; ') : 'checks and related unit tests only';
}

function take(entry) {
  for (const file of entry.e2e ?? []) e2e.add(E2E_DIR + file);
  for (const file of entry.browser ?? []) browser.add(BROWSER_DIR + file);
  for (const file of entry.unit ?? []) unitByPath.add(file);
}

/** Entries whose tests were printed already, so each is spelled out once. */
const printed = new Set();
for (const path of changed) {
  const gone = present.includes(path) ? '' : ' (deleted)';
  if (isE2eFile(path) || isBrowserSpec(path)) {
    if (gone) {
      process.stdout.write(`  ${path}${gone} → nothing to run\n`);
      continue;
    }
    (isE2eFile(path) ? e2e : browser).add(path);
    process.stdout.write(`  ${path} → itself, a changed test file\n`);
    continue;
  }
  if (isTestSupport(path) && !gone && !(path in TEST_MAP)) {
    const importers = testFilesImporting(path);
    if (importers.length > 0 && importers.length <= MAX_IMPORTERS) {
      for (const file of importers) (isE2eFile(file) ? e2e : browser).add(file);
      const names = importers.map((file) => (isE2eFile(file) ? shortE2e(file) : shortBrowser(file)));
      process.stdout.write(`  ${path} → the test files that import it: ${names.join(', ')}\n`);
      continue;
    }
    const key = path.startsWith(E2E_DIR) ? 'backend/test/support/' : 'test/support/';
    take(TEST_MAP[key]);
    process.stdout.write(
      `  ${path} → imported by ${importers.length} test files, so ${key}: ${TEST_MAP[key].note} → ${describeTests(TEST_MAP[key])}\n`,
    );
    continue;
  }
  const key = entryKey(path);
  if (key === undefined) {
    const inSource = SOURCE_ROOTS.some((sourceRoot) => path.startsWith(sourceRoot));
    if (inSource) unmapped.push(path);
    process.stdout.write(
      `  ${path}${gone} → ${inSource ? 'NOT IN THE MAP (scripts/test-map.mjs): add its folder' : 'no entry'}: checks and related unit tests only\n`,
    );
    continue;
  }
  const entry = TEST_MAP[key];
  take(entry);
  if (printed.has(key)) {
    process.stdout.write(`  ${path}${gone} → ${key} (as above)\n`);
    continue;
  }
  printed.add(key);
  const why = entry.note ? ` (${entry.note})` : '';
  process.stdout.write(`  ${path}${gone} → ${key}${why} → ${describeTests(entry)}\n`);
}

// --- The steps ----------------------------------------------------------------------------------

const lintable = present.filter((path) => /\.(ts|tsx|js|mjs|cjs)$/.test(path));

/**
 * The type-check projects a change can affect, from what each project includes and imports: the
 * backend reads contracts through its build; the SPAs and the browser tests read contracts' sources;
 * the browser tests import backend/test/support and the embedded database's types from
 * backend/src/infra; backend/test imports test/support and test/news; the SPAs' component tests
 * import jest/. A change to shared configuration checks every project.
 */
const PROJECTS = ['contracts', 'backend', 'public-web', 'admin-web', 'test', 'jest'];
function projectsFor(path) {
  if (/(^|\/)(tsconfig[^/]*\.json|package\.json)$/.test(path)) {
    const folder = path.split('/')[0];
    // A project's own configuration counts as one of its sources; the root's reaches every project.
    return path.includes('/') && PROJECTS.includes(folder) ? projectsFor(`${folder}/index.ts`) : PROJECTS;
  }
  if (!/\.tsx?$/.test(path)) return [];
  if (path.startsWith('contracts/')) return ['contracts', 'backend', 'public-web', 'admin-web', 'test'];
  if (path.startsWith('backend/src/infra/') || path.startsWith('backend/test/support/')) return ['backend', 'test'];
  if (path.startsWith('backend/')) return ['backend'];
  if (path.startsWith('public-web/')) return ['public-web'];
  if (path.startsWith('admin-web/')) return ['admin-web'];
  if (path.startsWith('test/')) return ['test', 'backend'];
  if (path.startsWith('jest/')) return ['jest', 'public-web', 'admin-web'];
  return PROJECTS;
}
const projects = PROJECTS.filter((project) => changed.some((path) => projectsFor(path).includes(project)));

// The unit layer finds the tests of a changed file through imports; `unit` entries add those that read a file.
const related = present.filter((path) => /\.(ts|tsx|js|mjs|cjs)$/.test(path));
const unitFiles = [...unitByPath].filter((path) => existsSync(join(root, path)));

const e2eFiles = [...e2e].sort();
const browserFiles = [...browser].sort();

/** One e2e worker more than there are cores, as in `npm test` (scripts/test.mjs), and no more than there are files. */
const e2eWorkers = Math.min(availableParallelism() + 1, Math.max(e2eFiles.length, 1));

const env = { ...process.env };

// What the chosen tests need, checked before anything runs.
const redisServer = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const needRedis = e2eFiles.filter((file) => /support\/redis-server['"]/.test(readFileSync(join(root, file), 'utf8')));
if (needRedis.length > 0 && !existsSync(redisServer)) {
  process.stderr.write(
    `${needRedis.map(shortE2e).join(', ')} need redis-server (${redisServer} is missing): install it with "apt-get install -y redis-server" or set REDIS_SERVER_PATH.\n`,
  );
  process.exit(1);
}
if (browserFiles.length > 0) {
  const chromium = findChromium();
  if (!chromium) {
    process.stderr.write(
      'The browser specs need Chromium: install it with "apt-get install -y chromium-headless-shell" or set CHROMIUM_PATH.\n',
    );
    process.exit(1);
  }
  env.CHROMIUM_PATH = chromium;
}

const steps = [];
// oxlint.config.mts says which rules cover which of the files.
if (lintable.length) steps.push(['lint', ['npx', 'oxlint', ...lintable]]);
if (present.length) steps.push(['format', ['npx', 'oxfmt', '--check', '--no-error-on-unmatched-pattern', ...present]]);
// The backend type-checks against contracts' built declarations.
if (projects.includes('backend') && staleReason(targets[0]) !== null) {
  steps.push(['contracts build', ['npm', 'run', '--silent', 'build', '-w', 'contracts']]);
}
if (projects.length) {
  // Incremental, with the state kept out of the tree: after a first run, a one-line change costs
  // seconds, where `npm run typecheck:projects` checks every file of the six projects each time.
  const cache = 'node_modules/.cache/test-changed';
  for (const project of projects) {
    steps.push([
      `type check: ${project}`,
      [
        'npx',
        'tsgo',
        '-p',
        `${project}/tsconfig.json`,
        '--noEmit',
        '--incremental',
        '--tsBuildInfoFile',
        `${cache}/${project}.tsbuildinfo`,
      ],
    ]);
  }
}
if (e2eFiles.length || browserFiles.length) steps.push(['build (where stale)', ['node', 'scripts/build-if-stale.mjs']]);
if (related.length || unitFiles.length) {
  steps.push([
    'unit tests (related)',
    ['npx', 'jest', '--config', 'jest.config.js', '--passWithNoTests', ...unitFiles, '--findRelatedTests', ...related],
  ]);
}
if (e2eFiles.length) {
  steps.push([
    `backend e2e tests (${e2eFiles.length} file${e2eFiles.length === 1 ? '' : 's'})`,
    ['npx', 'jest', '--config', 'backend/test/jest-e2e.config.js', `--maxWorkers=${e2eWorkers}`, '--runTestsByPath', ...e2eFiles],
  ]);
}
if (browserFiles.length) {
  steps.push([
    `browser tests (${browserFiles.length} spec${browserFiles.length === 1 ? '' : 's'})`,
    ['npx', 'playwright', 'test', '--config', 'test/playwright.config.ts', ...browserFiles],
  ]);
}

process.stdout.write('\nWill run, in order:\n');
if (unmapped.length) {
  const count = unmapped.length === 1 ? '1 changed source file is' : `${unmapped.length} changed source files are`;
  process.stdout.write(`  (${count} in no folder of the map: see above)\n`);
}
process.stdout.write(`  e2e files: ${e2eFiles.map(shortE2e).join(', ') || 'none'}\n`);
process.stdout.write(`  browser specs: ${browserFiles.map(shortBrowser).join(', ') || 'none'}\n`);
for (const [name] of steps) process.stdout.write(`  - ${name}\n`);
if (planOnly) process.exit(0);

/** Seconds with one decimal, as `npm test` prints them. */
function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}

const timings = [];
function printTimings() {
  const width = Math.max(...timings.map(([name]) => name.length));
  process.stdout.write('\nTime per step:\n');
  for (const [name, took] of timings) process.stdout.write(`  ${name.padEnd(width)}  ${took.padStart(6)} s\n`);
}

const started = Date.now();
for (const [name, command] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const stepStarted = Date.now();
  const { status } = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env });
  timings.push([name, seconds(stepStarted)]);
  process.stdout.write(`--- ${name}: ${seconds(stepStarted)} s, ${status === 0 ? 'passed' : 'FAILED'}\n`);
  if (status !== 0) {
    printTimings();
    process.stderr.write(`\nnpm run test:changed failed at: ${name}\n`);
    process.exit(status ?? 1);
  }
}
printTimings();
process.stdout.write(`\nEverything chosen passed in ${seconds(started)} s.\n`);
