/**
 * Telling "the database cannot be reached right now" apart from "the database refused this statement": the
 * first is a 503 the caller may retry (docs/product-decisions.md §8), the second is a bug or a bad request and must never be
 * disguised as an outage. Only failures that say nothing about the statement itself count.
 */

/** Seconds a client is asked to wait: the pool reconnects on the next request once the server is back. */
export const RETRY_AFTER_SECONDS = 2;

export const UNAVAILABLE_MESSAGE = 'The database is unavailable; try again shortly';

// Socket-level failures, as Node reports them for the connection to the database server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATE class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, still starting up) and
// 53300 (no connection slot free): the server, not the statement, is the problem. Every other SQLSTATE,
// integrity (23…) and syntax (42…) included, is an answer to the statement.
const OUTAGE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

// node-postgres and pg-pool raise these without a code when the socket dies or a connection cannot be had in
// time; PGlite says this once it has been closed (shutdown).
const OUTAGE_MESSAGE = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^PGlite is closed$/,
];

function isOutage(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || OUTAGE_SQLSTATE.test(code))) return true;
  return OUTAGE_MESSAGE.some((pattern) => pattern.test(error.message));
}

/**
 * True when `error`, or anything it wraps (Drizzle's `DrizzleQueryError` keeps the driver's error as `cause`;
 * a refused connection to a name with several addresses is an `AggregateError`), says the database is
 * unreachable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 16) {
    const current = pending.shift();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    if (isOutage(current)) return true;
    if (current.cause !== undefined) pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}
