// Builds each workspace whose sources are newer than its build output, in dependency order.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

const targets = [
  { name: 'contracts', inputs: ['contracts/src', 'contracts/tsconfig.json'], output: 'contracts/dist/index.js' },
  { name: 'public-web', inputs: ['contracts/src', 'public-web/src', 'public-web/public', 'public-web/index.html', 'public-web/vite.config.ts'], output: 'public-web/dist/index.html' },
  { name: 'admin-web', inputs: ['contracts/src', 'admin-web/src', 'admin-web/public', 'admin-web/index.html', 'admin-web/vite.config.ts'], output: 'admin-web/dist/index.html' },
  { name: 'backend', inputs: ['contracts/src', 'backend/src', 'backend/tsconfig.build.json'], output: 'backend/dist/main.js' },
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

export function buildIfStale({ force = false } = {}) {
  for (const target of targets) {
    const output = join(root, target.output);
    const built = existsSync(output) ? statSync(output).mtimeMs : 0;
    const changed = Math.max(...target.inputs.map((input) => newest(join(root, input))));
    if (!force && built >= changed) continue;
    process.stdout.write(`Building ${target.name}...\n`);
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', target.name], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      process.stderr.write(`Error: building ${target.name} failed\n`);
      process.exit(result.status ?? 1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale({ force: process.argv.includes('--force') });
