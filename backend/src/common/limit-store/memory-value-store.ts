/** Values kept at most: a flood of new keys evicts the oldest values rather than growing memory. */
export const MEMORY_VALUES_MAX_KEYS = 100_000;

/**
 * Short-lived values (answers worth remembering for a while, such as a domain's DNS verdict) in
 * this instance's memory: used alone without REDIS_URL and while Redis is away. Bounded like the
 * limit counters, and an expired value is dropped when it is read.
 */
export class MemoryValueStore {
  private readonly values = new Map<string, { value: string; expiresAt: number }>();

  constructor(
    private readonly maxKeys = MEMORY_VALUES_MAX_KEYS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): string | undefined {
    const entry = this.values.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.values.delete(key);
    return undefined;
  }

  set(key: string, value: string, ttlMs: number): void {
    this.values.delete(key);
    // A Map iterates in insertion order, so the first key is the oldest.
    if (this.values.size >= this.maxKeys) this.values.delete(this.values.keys().next().value!);
    this.values.set(key, { value, expiresAt: this.now() + ttlMs });
  }
}
