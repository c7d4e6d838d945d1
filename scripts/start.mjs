// `npm start`: build what is missing or stale, then run the server in the foreground.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = resolve(import.meta.dirname, '..');
buildIfStale();

const server = spawn(process.execPath, [resolve(root, 'backend/dist/main.js')], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the server directly (same process group); forward what arrives only here.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
