import type { ThrottlerStorage } from '@nestjs/throttler';

/** What a limit store answers for one counted request (the shape @nestjs/throttler expects). */
export interface LimitRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/** One key's fixed window: hits counted until `windowEnds`; over the limit, refused until `blockedUntil`. */
interface Entry {
  hits: number;
  windowEnds: number;
  blockedUntil: number;
}

/** Entries kept at most: a flood of new client addresses evicts the oldest entries rather than growing memory. */
export const MEMORY_STORE_MAX_KEYS = 1_000_000;

const SWEEP_INTERVAL_MS = 30_000;

/**
 * Per-instance counters, used alone without REDIS_URL and as the fallback while Redis is away.
 * Entries expire with their window (swept every 30 s and dropped on access), and their number is
 * capped, so the store never grows without bound whatever the number of clients.
 */
export class MemoryLimitStore implements ThrottlerStorage {
  private readonly entries = new Map<string, Entry>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly maxKeys = MEMORY_STORE_MAX_KEYS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<LimitRecord> {
    return this.count(key, ttl, limit, blockDuration);
  }

  /** The synchronous core of increment, for callers that count many keys in a loop. */
  count(key: string, ttl: number, limit: number, blockDuration: number): LimitRecord {
    this.startSweeping();
    const now = this.now();
    let entry = this.entries.get(key);
    if (entry && entry.blockedUntil > now) {
      return {
        totalHits: entry.hits,
        timeToExpire: seconds(entry.windowEnds - now),
        isBlocked: true,
        timeToBlockExpire: seconds(entry.blockedUntil - now),
      };
    }
    if (!entry || entry.windowEnds <= now) {
      if (entry) this.entries.delete(key);
      else this.makeRoom(now);
      entry = { hits: 0, windowEnds: now + ttl, blockedUntil: 0 };
      this.entries.set(key, entry);
    }
    entry.hits += 1;
    if (entry.hits > limit) {
      // Blocking opens a fresh window once the block ends, as the Redis store does.
      entry.blockedUntil = now + blockDuration;
      entry.windowEnds = entry.blockedUntil;
      const hits = entry.hits;
      entry.hits = 0;
      return { totalHits: hits, timeToExpire: seconds(blockDuration), isBlocked: true, timeToBlockExpire: seconds(blockDuration) };
    }
    return { totalHits: entry.hits, timeToExpire: seconds(entry.windowEnds - now), isBlocked: false, timeToBlockExpire: 0 };
  }

  /** Takes back one hit of a key's live window (a request that counted and then was not served); never below zero. */
  uncount(key: string): void {
    const entry = this.entries.get(key);
    if (entry && entry.windowEnds > this.now() && entry.hits > 0) entry.hits -= 1;
  }

  /** Whether a key is blocked or has `limit` hits already in its window; counts nothing. */
  isExhausted(key: string, limit: number): boolean {
    const entry = this.entries.get(key);
    const now = this.now();
    if (!entry) return false;
    if (entry.blockedUntil > now) return true;
    return entry.windowEnds > now && entry.hits >= limit;
  }

  /** Drops every entry whose window and block are over. */
  sweep(now = this.now()): void {
    for (const [key, entry] of this.entries) {
      if (entry.windowEnds <= now && entry.blockedUntil <= now) this.entries.delete(key);
    }
  }

  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = undefined;
  }

  private makeRoom(now: number): void {
    if (this.entries.size < this.maxKeys) return;
    this.sweep(now);
    // Still full of live entries: forget the oldest (a Map iterates in insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxKeys) break;
      this.entries.delete(key);
    }
  }

  private startSweeping(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }
}

function seconds(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}
