// npm run bench:web: the JavaScript and CSS each route makes the browser load, gzip-compressed, with
// the budget of the reserve page (102 KB of gzip JS, and none of the markdown, tweet or admin code);
// then Lighthouse (mobile preset) on /, /learn and an article in each language, and /admin, median of
// five runs each (BENCH_LIGHTHOUSE_RUNS), against the targets. Each public page is also measured as
// its script-free copy (the same page from the same app with every script taken out), and, with
// BENCH_BASELINE=<dir>/backend/dist/main.js, as an earlier build serves it, the runs taking turns.
// Prints figures; asserts nothing. Needs a build (npm run build) and the system Chromium.
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, ROOT, startNode, stop, table, waitReady } from './support.mjs';

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require(join(ROOT, 'backend/dist/infra/embedded-postgres.js'));

const ARTICLE_SLUG = 'reserve-your-id-before-launch';
const ROUTES = ['/', '/ja/', '/verify/x', '/simonsays', '/learn', `/learn/${ARTICLE_SLUG}`, `/ja/learn/${ARTICLE_SLUG}`, '/admin'];
// 100 KB, and 2 KB more for the languages (the locale context, the switcher and the offer).
const RESERVE_JS_BUDGET_KB = 102;
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
        (body) => ({
          kind,
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body).length,
          text: body.toString('utf8'),
        }),
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

/** Each public page in each language (English first), then the portal's sign-in; BENCH_LIGHTHOUSE_ROUTES (comma-separated) picks some. */
const LANGUAGE_PREFIXES = ['', '/es', '/pt-br', '/de', '/ja'];
const LIGHTHOUSE_ROUTES = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',') ?? [
  ...LANGUAGE_PREFIXES.flatMap((prefix) => [`${prefix}/`, `${prefix}/learn`, `${prefix}/learn/${ARTICLE_SLUG}`]),
  '/admin',
];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** The English page a translated one is held to (its TBT within 10 ms of English's). */
const englishOf = (route) => route.replace(/^\/(es|pt-br|de|ja)(?=\/)/, '') || '/';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The median of the runs that measured the figure: now and then a Lighthouse run leaves TBT and CLS
 * unmeasured, and a NaN sorted among numbers would put any of them in the middle (the summary names
 * the figures some run left out).
 */
function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
}

/** One Lighthouse run (mobile preset, simulated throttling) reduced to the figures the README tracks. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script');
  const failing = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audit(ref.id).score !== null && audit(ref.id).score < 1 && id !== 'performance')
      .map((ref) => ref.id),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])),
    lcp: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    tbt: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    // Time to interactive where this Lighthouse still reports it.
    tti: audit('interactive')?.numericValue ?? Number.NaN,
    bytes: audit('total-byte-weight')?.numericValue ?? Number.NaN,
    jsBytes: scripts?.transferSize ?? 0,
    failing,
  };
}

/** An executable script element (a data block such as the page's JSON is not one). */
const EXECUTABLE_SCRIPT = /<script(?![^>]*\stype="application\/json")[^>]*>[\s\S]*?<\/script>/g;

/**
 * The script-free copy of the site at `base`: a proxy on a port of its own that passes every
 * request through and takes every executable script out of the pages (the boot script the page
 * carries inline, and the tag that would name a file), so the copy paints with no script at all.
 * Compressed pages are decoded and encoded again as they came.
 */
async function scriptFreeCopy(base) {
  const upstream = new URL(base);
  const codecs = { br: [brotliDecompressSync, brotliCompressSync], gzip: [gunzipSync, gzipSync] };
  const server = createServer((req, res) => {
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const headers = { ...answer.headers };
        if (!/text\/html/.test(headers['content-type'] ?? '')) {
          res.writeHead(answer.statusCode, headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const [decode, encode] = codecs[headers['content-encoding']] ?? [(b) => b, (b) => b];
          const page = Buffer.from(decode(Buffer.concat(chunks)).toString('utf8').replace(EXECUTABLE_SCRIPT, ''));
          const body = encode(page);
          delete headers.etag;
          headers['content-length'] = String(body.length);
          res.writeHead(answer.statusCode, headers);
          res.end(body);
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Lighthouse (the npm package, mobile preset) on each route, LIGHTHOUSE_RUNS times, in the system
 * Chromium started by chrome-launcher; null when the package is not installed.
 */
async function lighthouseRuns(base, baselineBase) {
  let lighthouse;
  let chromeLauncher;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
    chromeLauncher = await import('chrome-launcher');
  } catch {
    return null;
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const copy = await scriptFreeCopy(base);
  const rows = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const variants = [{ variant: 'this build', origin: base, blocked: [] }];
      if (route !== '/admin') {
        variants.push({ variant: 'script-free copy', origin: copy.origin, blocked: ['*.js'] });
        if (baselineBase) variants.push({ variant: 'before', origin: baselineBase, blocked: [] });
      }
      const runs = new Map(variants.map((v) => [v.variant, []]));
      // Interleaved: every variant once per round, so the machine's load falls on all of them alike.
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        for (const { variant, origin, blocked } of variants) {
          const result = await lighthouse(`${origin}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            blockedUrlPatterns: blocked,
          });
          runs.get(variant).push(figures(result.lhr));
        }
      }
      for (const [variant, list] of runs) {
        rows.push({
          route,
          variant,
          scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(list.map((r) => r.scores[id]))])),
          lcp: median(list.map((r) => r.lcp)),
          tbt: median(list.map((r) => r.tbt)),
          cls: median(list.map((r) => r.cls)),
          tti: median(list.map((r) => r.tti)),
          bytes: median(list.map((r) => r.bytes)),
          jsBytes: median(list.map((r) => r.jsBytes)),
          failing: [...new Set(list.flatMap((r) => r.failing))],
          unmeasured: ['lcp', 'tbt', 'cls'].filter((figure) => list.some((r) => !Number.isFinite(r[figure]))),
        });
      }
    }
  } finally {
    await chrome.kill();
    await copy.close();
  }
  return rows;
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
  MAIL_LINK_SECRET: randomBytes(32).toString('hex'),
  SUPPRESSION_KEY: randomBytes(32).toString('hex'),
  WEBHOOK_SEAL_KEY: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
});

const BASELINE = process.env.BENCH_BASELINE;
const baselinePort = BASELINE ? await freePort() : undefined;
const baselineBase = BASELINE ? `http://127.0.0.1:${baselinePort}` : undefined;
const baseline = BASELINE
  ? startNode(BASELINE, {
      NODE_ENV: 'production',
      PORT: String(baselinePort),
      HOST: '127.0.0.1',
      PUBLIC_URL: baselineBase,
      DATA_DIR: join(dir, 'baseline'),
      DATABASE_URL: db.url,
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_POLL_INTERVAL_S: '60',
      JWT_SECRET: randomBytes(32).toString('hex'),
      MAIL_LINK_SECRET: randomBytes(32).toString('hex'),
      SUPPRESSION_KEY: randomBytes(32).toString('hex'),
      WEBHOOK_SEAL_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    })
  : undefined;

const results = [];
let lighthouseRows;
try {
  await waitReady(`${base}/health/ready`, app);
  if (baseline) await waitReady(`${baselineBase}/health/ready`, baseline);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
  try {
    for (const route of ROUTES) results.push({ route, ...(await measure(browser, `${base}${route}`)) });
  } finally {
    await browser.close();
  }
  lighthouseRows = await lighthouseRuns(base, baselineBase);
} finally {
  await stop(baseline);
  await stop(app);
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}

const kb = (bytes) => (bytes / KB).toFixed(1);
/** A figure a run could not measure (a metric a page without scripts does not report) reads n/a. */
const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const rows = [['route', 'JS files', 'JS raw KB', 'JS gzip KB', 'CSS gzip KB', 'markdown/tweet/admin code']];
for (const r of results) {
  const kinds = [...new Set(r.flagged.map((f) => f.kind))];
  rows.push([r.route, r.jsFiles, kb(r.jsRaw), kb(r.jsGzip), kb(r.cssGzip), kinds.length ? kinds.join(', ') : '-']);
}
process.stdout.write(
  `JavaScript and CSS loaded per route (fresh cache, gzip by zlib at its default level, 1 KB = 1000 bytes)\n${table(rows)}\n\n`,
);

const home = results.find((r) => r.route === '/');
const homeRows = [
  ['file loaded by /', 'raw KB', 'gzip KB'],
  ...home.files.sort((a, b) => b.gzip - a.gzip).map((f) => [f.path, kb(f.raw), kb(f.gzip)]),
];
process.stdout.write(`${table(homeRows)}\n\n`);
const withinBudget = home.jsGzip <= RESERVE_JS_BUDGET_KB * KB;
process.stdout.write(`/ gzip JS: ${kb(home.jsGzip)} KB, ${withinBudget ? 'within' : 'OVER'} the ${RESERVE_JS_BUDGET_KB} KB budget\n`);
process.stdout.write(
  home.flagged.length === 0
    ? '/ loads no markdown, tweet or admin chunk\n'
    : `/ loads code it must not: ${home.flagged.map((f) => `${f.kind} (${f.path})`).join(', ')}\n`,
);
if (!lighthouseRows) {
  process.stdout.write('Lighthouse skipped: the lighthouse and chrome-launcher npm packages are not installed.\n');
} else {
  const lhRows = [['route', 'served', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'TTI s', 'total KB', 'JS KB']];
  for (const r of lighthouseRows) {
    lhRows.push([
      r.route,
      r.variant,
      r.scores.performance,
      r.scores.accessibility,
      r.scores['best-practices'],
      r.scores.seo,
      fixed(r.lcp / 1000, 2),
      fixed(r.tbt, 0),
      fixed(r.cls, 3),
      fixed(r.tti / 1000, 2),
      kb(r.bytes),
      kb(r.jsBytes),
    ]);
  }
  process.stdout.write(
    `\nLighthouse, mobile preset, median of ${LIGHTHOUSE_RUNS} runs (bytes as transferred, compressed; 1 KB = 1000 bytes)\n${table(lhRows)}\n`,
  );
  const ours = lighthouseRows.filter((r) => r.variant === 'this build');
  for (const r of ours) if (r.failing.length) process.stdout.write(`${r.route}: audits below 100 in some run: ${r.failing.join(', ')}\n`);
  for (const r of ours) {
    if (r.unmeasured.length)
      process.stdout.write(`${r.route}: left unmeasured by some run, its median of the others: ${r.unmeasured.join(', ')}\n`);
  }
  const copyOf = (route) => lighthouseRows.find((r) => r.route === route && r.variant === 'script-free copy');
  const english = (route) => ours.find((r) => r.route === englishOf(route));
  const summary = [['page', 'LCP / script-free copy', 'TBT - English TBT, ms']];
  for (const r of ours.filter((row) => copyOf(row.route))) {
    const inEnglish = english(r.route);
    summary.push([r.route, (r.lcp / copyOf(r.route).lcp).toFixed(2), inEnglish && inEnglish !== r ? fixed(r.tbt - inEnglish.tbt, 0) : '-']);
  }
  process.stdout.write(`\nMedians of ${LIGHTHOUSE_RUNS} interleaved runs\n${table(summary)}\n\n`);
  const checks = ours.flatMap((r) => {
    const publicPage = r.route !== '/admin';
    const inEnglish = english(r.route);
    return [
      ...(publicPage
        ? [
            [`${r.route} performance 100`, r.scores.performance === 100],
            [`${r.route} LCP <= 1.1 x its script-free copy`, r.lcp <= 1.1 * copyOf(r.route).lcp],
            [`${r.route} LCP <= 2.0 s`, r.lcp <= 2000],
            [`${r.route} CLS <= 0.05`, r.cls <= 0.05],
            ...(inEnglish && inEnglish !== r ? [[`${r.route} TBT within 10 ms of ${inEnglish.route}'s`, r.tbt <= inEnglish.tbt + 10]] : []),
          ]
        : []),
      [`${r.route} accessibility, best practices, SEO 100`, ['accessibility', 'best-practices', 'seo'].every((id) => r.scores[id] === 100)],
      ...(r.route === '/' ? [[`/ JS transferred <= 90 KB`, r.jsBytes <= 90 * KB]] : []),
    ];
  });
  for (const [name, held] of checks) process.stdout.write(`${held ? 'holds' : 'MISSES'}: ${name}\n`);
}
