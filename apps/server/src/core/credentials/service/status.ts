import { StatusList } from '@sd-jwt/jwt-status-list';
import { findStatusList, revokedIndices } from '../repository/credentials.ts';
import { STATUS_REVOKED, statusListJwt } from '../sd-jwt/index.ts';
import type { CredDeps } from './context.ts';
import { issuerSigningKey } from './keys.ts';

/** Indices per list: large lists hide which credential a verifier asks about among many (herd privacy). */
export const STATUS_LIST_SIZE = 100_000;

export const statusUri = (deps: CredDeps, list: number) => `${deps.config.publicUrl}/core/status/${list}`;

type Cached<T> = { at: number; value: T };
const lists = new Map<string, Cached<StatusList>>();
const jwts = new Map<string, Cached<string>>();

const fresh = <T>(deps: CredDeps, entry: Cached<T> | undefined): entry is Cached<T> =>
  !!entry && Date.now() - entry.at < deps.config.credentials.statusTtlSeconds * 1000;

/**
 * Revocation in this process shows at once; other processes see it within the TTL, as a verifier holding the
 * published list would. `publish` with `revoke` clears everything.
 */
export function forgetStatus(list?: number) {
  for (const cache of [lists, jwts])
    for (const key of cache.keys()) if (list === undefined || key.endsWith(`#${list}`)) cache.delete(key);
}

async function listOf(deps: CredDeps, list: number): Promise<StatusList | null> {
  const key = `${deps.config.publicUrl}#${list}`;
  const cached = lists.get(key);
  if (fresh(deps, cached)) return cached.value;
  const row = await findStatusList(deps.db, list);
  if (!row) return null;
  const bits = new Array<number>(row.size).fill(0);
  for (const idx of await revokedIndices(deps.db, list)) bits[idx] = STATUS_REVOKED;
  const value = new StatusList(bits, 1);
  lists.set(key, { at: Date.now(), value });
  return value;
}

/** The status at a reference of this service's lists; null for a list that is not ours or does not exist. */
export async function statusAt(deps: CredDeps, uri: string, idx: number): Promise<number | null> {
  const prefix = `${deps.config.publicUrl}/core/status/`;
  if (!uri.startsWith(prefix)) return null;
  const id = uri.slice(prefix.length);
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return null;
  const list = await listOf(deps, Number(id));
  if (!list || idx < 0 || idx >= list.statusList.length) return null;
  return list.getStatus(idx);
}

/** The published list: a `statuslist+jwt` signed by its issuer's current key, cached for the TTL. */
export async function publishedList(deps: CredDeps, list: number): Promise<string | null> {
  const key = `${deps.config.publicUrl}#${list}`;
  const cached = jwts.get(key);
  if (fresh(deps, cached)) return cached.value;
  const row = await findStatusList(deps.db, list);
  if (!row) return null;
  const value = await statusListJwt({
    key: await issuerSigningKey(deps.db, row.issuer),
    iss: deps.config.publicUrl,
    uri: statusUri(deps, list),
    size: row.size,
    revoked: await revokedIndices(deps.db, list),
    ttlSeconds: deps.config.credentials.statusTtlSeconds,
  });
  jwts.set(key, { at: Date.now(), value });
  return value;
}
