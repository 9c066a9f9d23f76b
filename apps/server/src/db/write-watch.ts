import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';

// Statements that change no rows. A WITH statement writes when one of its parts does.
const READ =
  /^[\s(]*(?:select|show|begin|start\s+transaction|commit|end|rollback|savepoint|release|set|listen|unlisten|explain|values|table)\b/i;
const WITH = /^[\s(]*with\b/i;
const WRITE_IN_WITH = /\b(?:insert\s+into|update|delete\s+from|merge\s+into)\b/i;
// The rate limiter and the sign-in throttle count requests; their counters are nothing a cached read shows. Nor
// are live events: each is published after the change it announces, whose own write already counted. Nor is the
// task queue's bookkeeping, which every process writes each second (docs/operations.md "Background work"): the
// work a task does writes through statements of its own, which count.
const COUNTER =
  /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(?:request_counters|rate_limits|live_events|queue_tasks)"?[\s(]/i;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(?:commit|end)\s*;?\s*$/i;
const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

export function isWrite(text: string): boolean {
  if (COUNTER.test(text)) return false;
  if (WITH.test(text)) return WRITE_IN_WITH.test(text);
  return !READ.test(text);
}

type QueryFn = (...args: unknown[]) => unknown;
const textOf = (first: unknown) =>
  typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');

/** Runs `after(text)` once the statement the call sends has finished, whether it succeeded or not. */
function wrapQuery(target: { query: QueryFn }, after: (text: string) => void) {
  const query = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const text = textOf(args[0]);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        after(text);
        return (callback as QueryFn)(...results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise)
      result.then(
        () => after(text),
        () => after(text),
      );
    return result;
  };
}

/**
 * Calls `onWrite` after every committed write this process sends to `database`, whoever sends it (a route, a
 * seed, a test): outside a transaction when the statement finishes, inside one at its commit. Statements are
 * judged by their text, which Drizzle starts with the verb.
 */
export function watchWrites(database: Database, onWrite: () => void): void {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (database.kind === 'postgres') watchPool(client as pg.Pool, onWrite);
  else watchPglite(client as PGlite, onWrite);
}

function watchPool(pool: pg.Pool, onWrite: () => void) {
  watchPoolStatements(pool, isWrite, onWrite);
}

/**
 * Calls `onWrite` after every committed statement that `counts` picks, on every client of a PostgreSQL pool:
 * outside a transaction once it finishes, inside one at its commit (a rollback forgets it). The read cache counts
 * every write (isWrite); the caller cache only writes to its identity tables (modules/auth/caller/write-watch.ts).
 */
export function watchPoolStatements(pool: pg.Pool, counts: (text: string) => boolean, onWrite: () => void) {
  // One mark per watcher: several apps may share a pool (tests), and each must see every client once.
  const watched = Symbol('statements watched');
  pool.on('acquire', (client: pg.PoolClient & { [watched]?: true }) => {
    if (client[watched]) return;
    client[watched] = true;
    let inTransaction = false;
    let wrote = false;
    wrapQuery(client as unknown as { query: QueryFn }, (text) => {
      if (BEGIN.test(text)) {
        inTransaction = true;
        wrote = false;
      } else if (COMMIT.test(text) || ROLLBACK.test(text)) {
        if (wrote && COMMIT.test(text)) onWrite();
        inTransaction = false;
        wrote = false;
      } else if (counts(text)) {
        if (inTransaction) wrote = true;
        else onWrite();
      }
    });
  });
}

function watchPglite(client: PGlite, onWrite: () => void) {
  wrapQuery(client as unknown as { query: QueryFn }, (text) => {
    if (isWrite(text)) onWrite();
  });
  const exec = client.exec.bind(client);
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    try {
      return await exec(...args);
    } finally {
      onWrite();
    }
  };
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(run: (tx: Transaction) => Promise<T>) => {
    let wrote = false;
    const result = await transaction((tx) => {
      wrapQuery(tx as unknown as { query: QueryFn }, (text) => {
        if (isWrite(text)) wrote = true;
      });
      const txExec = tx.exec.bind(tx);
      tx.exec = async (...args: Parameters<Transaction['exec']>) => {
        wrote = true;
        return txExec(...args);
      };
      return run(tx);
    });
    if (wrote) onWrite();
    return result;
  };
}
