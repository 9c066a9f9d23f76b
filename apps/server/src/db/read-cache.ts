import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';
import { watchWrites } from './write-watch.ts';

/** Other processes on the same database hear of this process's writes here (and it of theirs). */
export const READS_CHANNEL = 'reads_changed';
const MAX_ENTRIES = 1_000;

/**
 * Answers of the hottest reads (a tariff's detail, a buyer search) kept in process for a few seconds
 * (docs/decisions/0002-read-cache.md). Any write this process commits, other than a rate-limit counter, forgets them all at once; writes of
 * other processes arrive on READS_CHANNEL. Forgetting everything is blunt but cannot miss a change (a cascade, a
 * trigger), and writes are rare next to reads. A load that overlaps a write is answered but not kept: it may
 * have read the rows before the write committed. Kept values are shared between requests: never mutate them.
 */
export class ReadCache {
  readonly #entries = new Map<string, { value: unknown; expiresAt: number }>();
  #epoch = 0;
  /**
   * The longest a read is kept (`READ_CACHE_TTL_MS`, 5 s by default): a safety net for writes made past the app
   * (psql, another program). 0 keeps nothing, so every read goes to the database (what the benchmarks' uncached
   * rows measure).
   */
  readonly #ttlMs: number;

  constructor(ttlMs = 5_000) {
    this.#ttlMs = ttlMs;
  }

  async remember<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.#ttlMs === 0) return load();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value as T;
    const epoch = this.#epoch;
    const value = await load();
    if (epoch === this.#epoch) {
      this.#entries.delete(key);
      this.#entries.set(key, { value, expiresAt: now + this.#ttlMs });
      // Oldest first out: a Map iterates in insertion order.
      if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    }
    return value;
  }

  clear(): void {
    this.#epoch += 1;
    this.#entries.clear();
  }
}

/** A cache kept true to `database`: cleared by this process's writes at once and by other processes' soon. */
export async function connectReadCache(
  database: Database,
  log: FastifyBaseLogger,
  ttlMs?: number,
): Promise<{ cache: ReadCache; close(): Promise<void> }> {
  const cache = new ReadCache(ttlMs);
  const instance = randomBytes(6).toString('hex');
  const unlisten = await database.listen(
    READS_CHANNEL,
    (payload) => {
      if (payload !== instance) cache.clear();
    },
    () => cache.clear(),
  );
  watchWrites(database, () => {
    cache.clear();
    // PGlite serves one process only, so there is nobody else to tell.
    if (database.kind !== 'postgres') return;
    database
      .notify(READS_CHANNEL, instance)
      .catch((error: unknown) => log.warn({ err: error }, 'read-cache notify failed'));
  });
  return { cache, close: () => unlisten() };
}
