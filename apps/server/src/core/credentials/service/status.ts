import type { Db } from '../../../db/client.ts';
import { findStatusList, revokedIndices } from '../repository/credentials.ts';
import { STATUS_REVOKED, statusListJwt } from '../sd-jwt/index.ts';
import type { Ctx } from './context.ts';
import { issuerSigningKey } from './keys.ts';

/** Indices per list: large lists hide which credential a verifier asks about among many (herd privacy). */
export const STATUS_LIST_SIZE = 100_000;

export const statusUri = (ctx: Ctx, list: number) => `${ctx.config.publicUrl}/core/status/${list}`;

type Cached<T> = { at: number; value: T };
/** A list as verification reads it: one bit per index (1 revoked), LSB first as in the Token Status List. */
type Bits = { size: number; bits: Uint8Array };
// Per database: list ids are per database, and tests run apps on several databases in one process.
const caches = new WeakMap<Db, { lists: Map<number, Cached<Bits>>; jwts: Map<number, Cached<string>> }>();
function cachesOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = { lists: new Map(), jwts: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

const fresh = <T>(ctx: Ctx, entry: Cached<T> | undefined): entry is Cached<T> =>
  !!entry && Date.now() - entry.at < ctx.config.credentials.statusTtlSeconds * 1000;

/**
 * Revocation in this process shows at once; other processes see it within the TTL, as a verifier holding the
 * published list would. `publish` with `revoke` clears everything.
 */
export function forgetStatus(db: Db, list?: number) {
  const { lists, jwts } = cachesOf(db);
  for (const cache of [lists, jwts]) {
    if (list === undefined) cache.clear();
    else cache.delete(list);
  }
}

// Built from the revoked indices alone: a 100,000-entry list is 12.5 kB of bits, not 100,000 numbers.
async function listOf(ctx: Ctx, list: number): Promise<Bits | null> {
  const { lists } = cachesOf(ctx.db);
  const cached = lists.get(list);
  if (fresh(ctx, cached)) return cached.value;
  const row = await findStatusList(ctx.db, list);
  if (!row) return null;
  const bits = new Uint8Array(Math.ceil(row.size / 8));
  for (const idx of await revokedIndices(ctx.db, list))
    if (idx >= 0 && idx < row.size) bits[idx >> 3] = (bits[idx >> 3] ?? 0) | (STATUS_REVOKED << (idx & 7));
  const value = { size: row.size, bits };
  lists.set(list, { at: Date.now(), value });
  return value;
}

/**
 * When this process last read a list from the database (its cached copy's age), or undefined when it holds
 * none. What rests on a cached list (a badge) must expire when that copy does, not a full TTL after it.
 */
export function statusReadAt(db: Db, list: number): number | undefined {
  return cachesOf(db).lists.get(list)?.at;
}

/** The status at a reference of this service's lists; null for a list that is not ours or does not exist. */
export async function statusAt(ctx: Ctx, uri: string, idx: number): Promise<number | null> {
  const prefix = `${ctx.config.publicUrl}/core/status/`;
  if (!uri.startsWith(prefix)) return null;
  const id = uri.slice(prefix.length);
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return null;
  const list = await listOf(ctx, Number(id));
  if (!list || idx < 0 || idx >= list.size) return null;
  return ((list.bits[idx >> 3] ?? 0) >> (idx & 7)) & 1;
}

/** The published list: a `statuslist+jwt` signed by its issuer's current key, cached for the TTL. */
export async function publishedList(ctx: Ctx, list: number): Promise<string | null> {
  const { jwts } = cachesOf(ctx.db);
  const cached = jwts.get(list);
  if (fresh(ctx, cached)) return cached.value;
  const row = await findStatusList(ctx.db, list);
  if (!row) return null;
  const value = await statusListJwt({
    key: await issuerSigningKey(ctx.db, row.issuer),
    iss: ctx.config.publicUrl,
    uri: statusUri(ctx, list),
    size: row.size,
    revoked: await revokedIndices(ctx.db, list),
    ttlSeconds: ctx.config.credentials.statusTtlSeconds,
  });
  jwts.set(list, { at: Date.now(), value });
  return value;
}
