// npm run bench:web: the JavaScript and CSS each route makes the browser load, gzip-compressed, with
// the budget of the reserve page (100 KB of gzip JS, and none of the markdown, tweet or admin code).
// Prints figures; asserts nothing. Needs a build (npm run build) and the system Chromium.
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, ROOT, startNode, stop, table, waitReady } from './support.mjs';

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require(join(ROOT, 'backend/dist/infra/embedded-postgres.js'));

const ROUTES = ['/', '/verify/x', '/simonsays', '/learn', '/learn/some-slug', '/admin'];
const RESERVE_JS_BUDGET_KB = 100;
const KB = 1000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const BROWSER_ARGS = [...(isRoot ? ['--no-sandbox'] : []), '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

// What gives a chunk away as code the reserve page must not load: where it is served from, its
// file name, or strings the libraries keep through minification.
const KINDS = [
  { kind: 'admin', test: (path, body) => path.startsWith('/admin/') || /react-admin|ra-core/.test(body) },
  { kind: 'markdown', test: (path, body) => /markdown|remark|micromark/i.test(path) || /remarkjs|micromark/.test(body) },
  { kind: 'tweet', test: (path, body) => /tweet/i.test(path) || /react-tweet|syndication\.twimg\.com/.test(body) },
];

function kindOf(type) {
  if (/javascript|ecmascript/.test(type)) return 'js';
  if (/text\/css/.test(type)) return 'css';
  return null;
}

/** Opens `url` in a fresh context (empty cache) and sizes every script and stylesheet it loaded. */
async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const kind = kindOf(response.headers()['content-type'] ?? '');
    if (!kind || response.status() >= 300) return;
    pending.push(
      response.body().then(
        (body) => ({ kind, path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length, text: body.toString('utf8') }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const sum = (kind, key) => files.filter((f) => f.kind === kind).reduce((total, f) => total + f[key], 0);
  const flagged = files.flatMap((f) => KINDS.filter(({ test }) => test(f.path, f.text)).map(({ kind }) => ({ kind, path: f.path })));
  return {
    files,
    jsFiles: files.filter((f) => f.kind === 'js').length,
    jsRaw: sum('js', 'raw'),
    jsGzip: sum('js', 'gzip'),
    cssGzip: sum('css', 'gzip'),
    flagged,
  };
}

/** Lighthouse's mobile performance score, when the package is there to ask. */
async function lighthouseScore(url) {
  let lighthouse;
  try {
    require.resolve('lighthouse');
    ({ default: lighthouse } = await import('lighthouse'));
  } catch {
    return 'Lighthouse score skipped: the lighthouse npm package is not installed.';
  }
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BROWSER_ARGS, `--remote-debugging-port=${port}`] });
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const score = Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
    return `Lighthouse mobile performance for /: ${score} (target >= 95)`;
  } catch (error) {
    return `Lighthouse score skipped: it failed to run (${error instanceof Error ? error.message : String(error)}).`;
  } finally {
    await browser.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'gameshift-bench-web-'));
chmodSync(dir, 0o755);
const db = await startEmbeddedPostgres({ dir: join(dir, 'postgres'), database: 'bench_web', durable: false });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const app = startNode('backend/dist/main.js', {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  DATA_DIR: dir,
  DATABASE_URL: db.url,
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_POLL_INTERVAL_S: '60',
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
});

const results = [];
let lighthouseLine;
try {
  await waitReady(`${base}/health/ready`, app);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
  try {
    for (const route of ROUTES) results.push({ route, ...(await measure(browser, `${base}${route}`)) });
  } finally {
    await browser.close();
  }
  lighthouseLine = await lighthouseScore(`${base}/`);
} finally {
  await stop(app);
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const rows = [['route', 'JS files', 'JS raw KB', 'JS gzip KB', 'CSS gzip KB', 'markdown/tweet/admin code']];
for (const r of results) {
  const kinds = [...new Set(r.flagged.map((f) => f.kind))];
  rows.push([r.route, r.jsFiles, kb(r.jsRaw), kb(r.jsGzip), kb(r.cssGzip), kinds.length ? kinds.join(', ') : '-']);
}
process.stdout.write(`JavaScript and CSS loaded per route (fresh cache, gzip by zlib at its default level, 1 KB = 1000 bytes)\n${table(rows)}\n\n`);

const home = results.find((r) => r.route === '/');
const homeRows = [['file loaded by /', 'raw KB', 'gzip KB'], ...home.files.sort((a, b) => b.gzip - a.gzip).map((f) => [f.path, kb(f.raw), kb(f.gzip)])];
process.stdout.write(`${table(homeRows)}\n\n`);
const withinBudget = home.jsGzip <= RESERVE_JS_BUDGET_KB * KB;
process.stdout.write(`/ gzip JS: ${kb(home.jsGzip)} KB, ${withinBudget ? 'within' : 'OVER'} the ${RESERVE_JS_BUDGET_KB} KB budget\n`);
process.stdout.write(
  home.flagged.length === 0
    ? '/ loads no markdown, tweet or admin chunk\n'
    : `/ loads code it must not: ${home.flagged.map((f) => `${f.kind} (${f.path})`).join(', ')}\n`,
);
process.stdout.write(`${lighthouseLine}\n`);
