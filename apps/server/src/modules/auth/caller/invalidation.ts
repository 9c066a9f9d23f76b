import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { CallerCache } from './cache.ts';
import { watchIdentityWrites } from './write-watch.ts';

/** The channel migration 0011's triggers notify with the tag of whatever changed who someone is. */
export const CALLER_CHANNEL = 'caller_changed';
const FENCE = 'fence:';
const FENCE_TIMEOUT_MS = 2_000;

export type Invalidation = {
  /**
   * Resolves once every change this process committed to an identity table has reached the cache. PGlite
   * delivers notifications inside the committing statement, so there it never waits; on PostgreSQL they arrive
   * on another connection a little later, so after such a write the next lookup sends a notification of its own
   * and waits to hear it back: notifications arrive in commit order, so everything before it has arrived too.
   */
  settled(): Promise<void> | undefined;
  close(): Promise<void>;
};

/**
 * Keeps `cache` true to the database: drops the entries a notified tag names, everything after the subscription
 * was lost (`onResync`), and everything when a fence goes unanswered.
 */
export async function connectInvalidation(
  database: Database,
  cache: CallerCache<unknown>,
  log: FastifyBaseLogger,
): Promise<Invalidation> {
  const waiters = new Map<string, () => void>();
  const unlisten = await database.listen(
    CALLER_CHANNEL,
    (payload) => {
      if (!payload.startsWith(FENCE)) return cache.drop(payload);
      waiters.get(payload)?.();
    },
    () => {
      log.info('caller-change subscription restored: forgetting every cached caller');
      cache.clear();
    },
  );

  let dirty = false;
  if (database.kind === 'postgres')
    watchIdentityWrites(database, () => {
      dirty = true;
    });

  const instance = randomBytes(6).toString('hex');
  let sequence = 0;
  let fencing: Promise<void> | undefined;
  async function fence(): Promise<void> {
    const token = `${FENCE}${instance}:${++sequence}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      waiters.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), FENCE_TIMEOUT_MS);
    });
    try {
      await database.notify(CALLER_CHANNEL, token);
      if (!(await heard)) cache.clear();
    } catch {
      cache.clear();
    } finally {
      clearTimeout(timer);
      waiters.delete(token);
    }
  }

  return {
    settled() {
      // A fence under way covers every write that completed before it started; a later write needs its own.
      if (!dirty) return fencing;
      dirty = false;
      const mine = fence().finally(() => {
        if (fencing === mine) fencing = undefined;
      });
      fencing = mine;
      return mine;
    },
    close: () => unlisten(),
  };
}
