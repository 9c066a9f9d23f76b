import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { type CredentialRow, holdersOfType, liveCredentialsOf } from '../repository/credentials.ts';
import { type Ctx, nameOfVct, spaceRefs, vctOf } from './context.ts';
import { statusReadAt } from './status.ts';
import { verifyToken } from './verify.ts';

/** The two types that show as badges, and which badge each is. */
const BADGE_KINDS: Record<string, 'business' | 'guide'> = {
  'registered-business': 'business',
  'licensed-guide': 'guide',
};

export type Badge = {
  kind: 'business' | 'guide';
  vct: string;
  issuer: { space: string; name: string };
  issuedAt: string;
  checkedAt: string;
  verified: string[];
};

type Entry = { at: number; badges: Badge[] };
const caches = new WeakMap<Db, Map<string, Entry>>();
function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Revocation and issuance in this process show at once; other processes within the status TTL. */
export function forgetBadges(db: Db, holder?: string) {
  const cache = cacheOf(db);
  if (holder === undefined) cache.clear();
  else cache.delete(holder);
}

/**
 * Badges are derived from verifying each live credential now (signature, issuer, expiry, status list), never
 * from a stored flag; a space's answer is kept at most the status list's TTL.
 */
export async function badgesOf(ctx: Ctx, holders: string[]): Promise<Map<string, Badge[]>> {
  const ttl = ctx.config.credentials.statusTtlSeconds * 1000;
  const now = Date.now();
  const out = new Map<string, Badge[]>();
  const missing: string[] = [];
  const cache = cacheOf(ctx.db);
  for (const holder of holders) {
    const hit = cache.get(holder);
    if (hit && now - hit.at < ttl) out.set(holder, hit.badges);
    else missing.push(holder);
  }
  if (missing.length === 0) return out;
  const rows = (await liveCredentialsOf(ctx.db, missing)).filter((row) => BADGE_KINDS[row.schemaName]);
  const refs = await spaceRefs(
    ctx.db,
    rows.map((row) => row.issuer),
  );
  const found = new Map<string, Badge[]>(missing.map((holder) => [holder, []]));
  // A badge is as old as the status list it was checked against (itself cached up to the TTL): dated so, it
  // goes within the TTL of a revocation elsewhere, not up to twice the TTL.
  const checked = new Map<string, number>();
  for (const row of rows) {
    const badge = await badgeOf(ctx, row, refs);
    if (badge) found.get(row.holder)?.push(badge);
    const read = row.statusList === null ? undefined : statusReadAt(ctx.db, row.statusList);
    if (read !== undefined) checked.set(row.holder, Math.min(checked.get(row.holder) ?? now, read));
  }
  for (const [holder, badges] of found) {
    cache.set(holder, { at: checked.get(holder) ?? now, badges });
    out.set(holder, badges);
  }
  return out;
}

async function badgeOf(ctx: Ctx, row: CredentialRow, refs: Map<string, { space: string; name: string }>) {
  const kind = BADGE_KINDS[row.schemaName];
  if (!kind) return null;
  const verification = await verifyToken(ctx, row.sdjwt);
  if (!verification.verified) return null;
  return {
    kind,
    vct: vctOf(ctx.config, row.schemaName),
    issuer: refs.get(row.issuer) ?? { space: row.issuer, name: row.issuer },
    issuedAt: row.issuedAt.toISOString(),
    checkedAt: new Date().toISOString(),
    verified: Object.keys(verification.disclosed),
  };
}

// The configuration each database's app runs with, so `verifiedSpaces(db, vct)` needs nothing else.
const configs = new WeakMap<Db, Config>();
export const rememberConfig = (db: Db, config: Config) => configs.set(db, config);

/**
 * Spaces holding a verified credential of a type (for the guide directory's "verified" filter): the candidates
 * from the database, each confirmed by verification (cached like badges). `vct` is the full type or its name.
 */
export async function verifiedSpaces(db: Db, vct: string): Promise<string[]> {
  const config = configs.get(db);
  if (!config) throw new Error('the credentials group is not registered on this database');
  const name = nameOfVct(config, vct);
  if (!name) return [];
  const ctx = { db, config };
  const holders = await holdersOfType(db, name);
  const badges = await badgesOf(ctx, holders);
  const wanted = vctOf(config, name);
  return holders.filter((holder) => badges.get(holder)?.some((badge) => badge.vct === wanted));
}
