/**
 * A small in-process cache of resolved callers: a hit costs no SQL. Entries live seconds at
 * most and carry tags (`sub:…`, `space:…`, `session:…`, `apikey:…`, a revocation's `grant:…` …); the database
 * triggers of migration 0011 announce changed tags on LISTEN/NOTIFY and every process drops what they tag.
 *
 * A load that overlaps an invalidation is not stored: it may have read the row before the change committed.
 */
export type CacheEntry<V> = { value: V; tags: readonly string[]; expiresAt: number };

export class CallerCache<V> {
  readonly #entries = new Map<string, CacheEntry<V>>();
  readonly #byTag = new Map<string, Set<string>>();
  readonly #maxEntries: number;
  readonly ttlMs: number;
  #epoch = 0;

  constructor(options: { maxEntries: number; ttlMs: number }) {
    this.#maxEntries = options.maxEntries;
    this.ttlMs = options.ttlMs;
  }

  /** Take before loading; `set` stores only if nothing was invalidated since. */
  get epoch(): number {
    return this.#epoch;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Whether a live entry is there, without touching its place in the eviction order. */
  has(key: string, now = Date.now()): boolean {
    const entry = this.#entries.get(key);
    return entry !== undefined && entry.expiresAt > now;
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#remove(key);
      return undefined;
    }
    // Least recently used goes first: move a hit to the end of the insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, tags: readonly string[], expiresAt: number, epoch: number): void {
    if (epoch !== this.#epoch || expiresAt <= Date.now()) return;
    this.#remove(key);
    this.#entries.set(key, { value, tags, expiresAt });
    for (const tag of tags) {
      const keys = this.#byTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.#byTag.set(tag, keys);
    }
    while (this.#entries.size > this.#maxEntries) {
      const [oldest] = this.#entries.keys();
      if (oldest === undefined) break;
      this.#remove(oldest);
    }
  }

  /** Drops every entry with this tag (a caller changed somewhere). */
  drop(tag: string): void {
    this.#epoch += 1;
    for (const key of [...(this.#byTag.get(tag) ?? [])]) this.#remove(key);
  }

  /** Drops everything (notifications may have been missed). */
  clear(): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.#byTag.clear();
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}
