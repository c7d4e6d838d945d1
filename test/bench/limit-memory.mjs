// npm run bench:limits: memory of the in-memory limit store (used without REDIS_URL, or while Redis
// is away) after one request from each of 1 million distinct clients, keyed as the guard keys them.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from './support.mjs';

const require = createRequire(import.meta.url);
const { MemoryLimitStore, MEMORY_STORE_MAX_KEYS } = require(join(ROOT, 'backend/dist/limits/memory-limit-store.js'));
const { clientKey } = require(join(ROOT, 'backend/dist/common/client-key.js'));

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000_000);
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);

function settle() {
  globalThis.gc?.();
  return process.memoryUsage();
}

const before = settle();
const store = new MemoryLimitStore();
const started = performance.now();
for (let i = 0; i < CLIENTS; i++) {
  const ip = `${10 + ((i >>> 24) & 127)}.${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}`;
  // The guard's key: a SHA-256 of the route, the limit's name and the client.
  const key = createHash('sha256')
    .update(`ReservationsController-reserve-reserve-${clientKey(ip, 64)}`)
    .digest('hex');
  store.count(key, 300_000, 20, 300_000);
}
const elapsed = performance.now() - started;
const after = settle();
store.stop();

process.stdout.write(
  `${CLIENTS} distinct clients (store cap ${MEMORY_STORE_MAX_KEYS} keys): ${store.size} entries, ` +
    `heap +${mib(after.heapUsed - before.heapUsed)} MiB, RSS +${mib(after.rss - before.rss)} MiB ` +
    `(${((elapsed / CLIENTS) * 1000).toFixed(2)} µs per request)${globalThis.gc ? '' : ' [run with --expose-gc for settled figures]'}\n`,
);
