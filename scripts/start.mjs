// `npm start`: build what is missing or stale, then run the server in the foreground.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { requireProjectNode } from './project-node.mjs';

const root = resolve(import.meta.dirname, '..');
// The banner's "ready in" counts from here, so a first start's build is part of the wait it reports.
const launchedAt = Date.now();
requireProjectNode('npm start');
await buildIfStale();

const server = spawn(process.execPath, [resolve(root, 'backend/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, START_LAUNCHED_AT_MS: String(launchedAt) },
});
// Ctrl-C reaches the server directly (same process group); forward what arrives only here. The npm
// script execs this file, so a signal sent to npm, which npm passes on to its child, arrives here too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
