import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import { LimitRecord, MemoryLimitStore } from './memory-limit-store';
import { MemoryValueStore } from './memory-value-store';
import { MemoryPermitRate, PERMIT_SCRIPT, permitSpacing, Permits } from './permit-rate';

/**
 * One fixed window per key, counted and read in one atomic script so that instances sharing a
 * Redis never lose or double a hit: KEYS[1] holds the hits (expiring with the window), KEYS[2]
 * marks a block. Over the limit, the window is dropped and the block starts, so the client gets a
 * fresh window once the block ends (the in-memory store behaves alike).
 */
const INCREMENT_SCRIPT = `
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft > 0 then
  return {tonumber(ARGV[2]) + 1, blockLeft, 1, blockLeft}
end
local hits = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if hits == 1 or left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  redis.call('DEL', KEYS[1])
  return {hits, tonumber(ARGV[3]), 1, tonumber(ARGV[3])}
end
return {hits, left, 0, 0}
`;

/** Hits of a key's current window and whether it is blocked, without counting one more. */
const PEEK_SCRIPT = `
local blockLeft = redis.call('PTTL', KEYS[2])
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if blockLeft > 0 then
  return {hits, 1}
end
return {hits, 0}
`;

/** One hit of the current window taken back, never below zero; a block stays. */
const UNCOUNT_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then
  redis.call('DECR', KEYS[1])
end
return hits
`;

const KEY_PREFIX = 'limits:';
const VALUE_PREFIX = 'values:';

/** How limits are being counted right now, for /health/ready. */
export interface LimitStoreState {
  /** `redis`: shared by every instance; `memory`: this instance only. */
  store: 'redis' | 'memory';
  redis: 'not configured' | 'connected' | 'unreachable';
}

export interface LimitLogger {
  warn(message: string): void;
  log(message: string): void;
}

/**
 * The storage every limit goes through. With a Redis URL it counts in Redis, so all instances
 * enforce one limit; while Redis cannot be reached (at boot or later) it counts in this
 * instance's bounded memory instead, says so once in the log, and goes back to Redis as soon as
 * the connection is back. A Redis failure never reaches the request: it only changes the store.
 */
export class LimitStorage implements ThrottlerStorage {
  readonly memory: MemoryLimitStore;
  private readonly values = new MemoryValueStore();
  private readonly memoryRate = new MemoryPermitRate();
  private readonly redis: Redis | undefined;
  private degraded = false;

  constructor(
    redisUrl: string | undefined,
    private readonly logger: LimitLogger,
    memory = new MemoryLimitStore(),
  ) {
    this.memory = memory;
    if (!redisUrl) return;
    this.redis = new Redis(redisUrl, {
      // Commands fail at once while disconnected instead of queueing behind a dead connection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      commandTimeout: 500,
      // Keep reconnecting for as long as the process runs, at most every 2 s.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
      lazyConnect: false,
    });
    this.redis.defineCommand('limitIncrement', { numberOfKeys: 2, lua: INCREMENT_SCRIPT });
    this.redis.defineCommand('limitPeek', { numberOfKeys: 2, lua: PEEK_SCRIPT });
    this.redis.defineCommand('limitUncount', { numberOfKeys: 1, lua: UNCOUNT_SCRIPT });
    this.redis.defineCommand('takePermits', { numberOfKeys: 1, lua: PERMIT_SCRIPT });
    this.redis.on('ready', () => {
      if (this.degraded) this.markShared();
    });
    this.redis.on('error', () => this.markDegraded());
    this.redis.on('end', () => this.markDegraded());
    this.redis.on('close', () => this.markDegraded());
  }

  state(): LimitStoreState {
    if (!this.redis) return { store: 'memory', redis: 'not configured' };
    return this.redis.status === 'ready' ? { store: 'redis', redis: 'connected' } : { store: 'memory', redis: 'unreachable' };
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<LimitRecord> {
    if (this.redis && this.redis.status === 'ready') {
      try {
        const record = await this.incrementInRedis(this.redis, key, ttl, limit, blockDuration);
        // A command that timed out does not drop the connection: the next success ends the outage.
        if (this.degraded) this.markShared();
        return record;
      } catch {
        this.markDegraded();
      }
    }
    return this.memory.count(key, ttl, limit, blockDuration);
  }

  /** Gives back one hit counted for a request that then was not served (the database was busy). */
  async uncount(key: string): Promise<void> {
    if (this.redis && this.redis.status === 'ready') {
      try {
        const run = (this.redis as unknown as Record<string, (...args: string[]) => Promise<number>>).limitUncount;
        await run.call(this.redis, `${KEY_PREFIX}${key}`);
        return;
      } catch {
        this.markDegraded();
      }
    }
    this.memory.uncount(key);
  }

  /** Whether a key is blocked or has `limit` hits already in its window; counts nothing. */
  async isExhausted(key: string, limit: number): Promise<boolean> {
    if (this.redis && this.redis.status === 'ready') {
      try {
        const run = (this.redis as unknown as Record<string, (...args: string[]) => Promise<number[]>>).limitPeek;
        const [hits, blocked] = await run.call(this.redis, `${KEY_PREFIX}${key}`, `${KEY_PREFIX}${key}:blocked`);
        return blocked === 1 || hits >= limit;
      } catch {
        this.markDegraded();
      }
    }
    return this.memory.isExhausted(key, limit);
  }

  /** A value remembered for `ttlMs`, shared by every instance while Redis is there. */
  async remember(key: string, value: string, ttlMs: number): Promise<void> {
    this.values.set(key, value, ttlMs);
    if (!this.redis || this.redis.status !== 'ready') return;
    try {
      await this.redis.set(`${VALUE_PREFIX}${key}`, value, 'PX', ttlMs);
    } catch {
      this.markDegraded();
    }
  }

  /** A value remembered by this or (through Redis) another instance, or undefined. */
  async recall(key: string): Promise<string | undefined> {
    if (this.redis && this.redis.status === 'ready') {
      try {
        return (await this.redis.get(`${VALUE_PREFIX}${key}`)) ?? undefined;
      } catch {
        this.markDegraded();
      }
    }
    return this.values.get(key);
  }

  /** Up to `wanted` permits of a rate shared by every instance (this instance's alone while Redis is away). */
  async takePermits(key: string, wanted: number, perSecond: number): Promise<Permits> {
    if (this.redis && this.redis.status === 'ready') {
      try {
        const { intervalUs, burstUs } = permitSpacing(perSecond);
        const run = (this.redis as unknown as Record<string, (...args: Array<string | number>) => Promise<number[]>>).takePermits;
        const [granted, waitMs] = await run.call(this.redis, `${KEY_PREFIX}${key}`, wanted, intervalUs, burstUs);
        if (this.degraded) this.markShared();
        return { granted, waitMs };
      } catch {
        this.markDegraded();
      }
    }
    return this.memoryRate.take(key, wanted, perSecond);
  }

  async close(): Promise<void> {
    this.memory.stop();
    if (!this.redis) return;
    this.redis.removeAllListeners('close');
    this.redis.removeAllListeners('end');
    this.redis.on('error', () => undefined);
    this.redis.disconnect(false);
  }

  private async incrementInRedis(redis: Redis, key: string, ttl: number, limit: number, blockDuration: number): Promise<LimitRecord> {
    const run = (redis as unknown as Record<string, (...args: Array<string | number>) => Promise<number[]>>).limitIncrement;
    const [totalHits, leftMs, blocked, blockLeftMs] = await run.call(
      redis,
      `${KEY_PREFIX}${key}`,
      `${KEY_PREFIX}${key}:blocked`,
      ttl,
      limit,
      blockDuration,
    );
    return {
      totalHits,
      timeToExpire: Math.max(0, Math.ceil(leftMs / 1000)),
      isBlocked: blocked === 1,
      timeToBlockExpire: Math.max(0, Math.ceil(blockLeftMs / 1000)),
    };
  }

  private markShared(): void {
    this.degraded = false;
    this.logger.log('Redis is reachable again: limits are shared across instances');
  }

  private markDegraded(): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn('Redis is unreachable: limits are counted per instance until it returns');
  }
}
