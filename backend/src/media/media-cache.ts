/**
 * The most recently used entries whose sizes add up to at most `maxBytes`: the least recently used
 * go first when a new one needs room, and an entry larger than `maxEntryBytes` is never kept.
 */
export class ByteBoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private used = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntryBytes: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A Map iterates in insertion order: inserting again makes it the most recent.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, bytes: number): void {
    if (bytes > this.maxEntryBytes || bytes > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    for (const [oldest] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** The bytes the kept entries add up to. */
  get size(): number {
    return this.used;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }
}
