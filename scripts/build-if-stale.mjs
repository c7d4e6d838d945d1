// Builds each workspace whose build output is stale, in dependency order. Output is stale when
// a source is newer than it or, for the SPAs, when it was built for another mode: Vite bundles
// React's development or production build according to NODE_ENV.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The file beside a mode-sensitive output that records the mode it was built for. */
export const MODE_STAMP = '.build-mode';

export const targets = [
  { name: 'contracts', inputs: ['contracts/src', 'contracts/tsconfig.json'], output: 'contracts/dist/index.js' },
  {
    name: 'public-web',
    inputs: ['contracts/src', 'public-web/src', 'public-web/public', 'public-web/index.html', 'public-web/vite.config.ts'],
    output: 'public-web/dist/index.html',
    modeSensitive: true,
  },
  {
    name: 'admin-web',
    inputs: ['contracts/src', 'admin-web/src', 'admin-web/public', 'admin-web/index.html', 'admin-web/vite.config.ts'],
    output: 'admin-web/dist/index.html',
    modeSensitive: true,
  },
  { name: 'backend', inputs: ['contracts/src', 'backend/src', 'backend/tsconfig.build.json'], output: 'backend/dist/main.js' },
];

/** The mode a build in this environment produces: Vite builds for production unless NODE_ENV says otherwise. */
export function buildMode(env = process.env) {
  return env.NODE_ENV ? env.NODE_ENV : 'production';
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function stampPath(rootDir, target) {
  return join(rootDir, dirname(target.output), MODE_STAMP);
}

function builtMode(rootDir, target) {
  try {
    return readFileSync(stampPath(rootDir, target), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Why `target` needs building in `mode`, or null when its output is up to date. */
export function staleReason(target, { rootDir = root, mode = buildMode() } = {}) {
  const output = join(rootDir, target.output);
  if (!existsSync(output)) return 'no build output';
  const changed = Math.max(...target.inputs.map((input) => newest(join(rootDir, input))));
  if (statSync(output).mtimeMs < changed) return 'sources changed';
  if (target.modeSensitive) {
    const previous = builtMode(rootDir, target);
    if (previous !== mode) return `built for ${previous ?? 'an unknown mode'}, needed for ${mode}`;
  }
  return null;
}

function runWorkspaceBuild(target, rootDir) {
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', target.name], { cwd: rootDir, stdio: 'inherit' });
  return result.status ?? 1;
}

export function buildIfStale({ force = false, rootDir = root, mode = buildMode(), list = targets, build = runWorkspaceBuild } = {}) {
  for (const target of list) {
    const reason = force ? 'forced' : staleReason(target, { rootDir, mode });
    if (reason === null) continue;
    process.stdout.write(`Building ${target.name} (${reason})...\n`);
    const status = build(target, rootDir);
    if (status !== 0) {
      process.stderr.write(`Error: building ${target.name} failed\n`);
      process.exit(status);
    }
    if (target.modeSensitive) writeFileSync(stampPath(rootDir, target), `${mode}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale({ force: process.argv.includes('--force') });
