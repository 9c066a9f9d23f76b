import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyView,
  entriesForMembership,
  qualifyRule,
} from '@tourtariff/shared';
import { type Actor, type ApiClient, type Identity, type Membership, membershipOf } from '../../actor.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  type ApiKeyRow,
  countLiveKeys,
  findKeyCaller,
  insertKey,
  listKeys,
  revokeKey,
  touchKey,
} from './repository.ts';

export { API_KEY_PREFIX };

const MAX_LIVE_KEYS = 25;
const TOUCH_EVERY_MS = 60_000;

export const isApiKeySecret = (token: string) => token.startsWith(API_KEY_PREFIX);
/** Only this hash is stored: a 256-bit random secret needs no slow hash to resist guessing. */
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('base64url');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function view(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    space: row.spaceKey,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/**
 * Only a person who is an owner or admin of the space manages its keys; a space they are not in reads as absent
 * (docs/product.md §8). A key never manages keys, so a leaked key cannot mint itself a successor.
 */
function manager(actor: Actor, space: string): Membership {
  if (actor.kind !== 'user') throw new AppError('apikey.not_allowed', 'API keys cannot manage API keys');
  const membership = membershipOf(actor, space);
  if (!membership) throw new AppError('record.not_found', 'invalid record');
  if (membership.memberRole === 'member')
    throw new AppError('access.forbidden', "Only the space's owners and admins manage its API keys");
  return membership;
}

export async function listApiKeys(db: Db, actor: Actor, space: string): Promise<ApiKeyView[]> {
  manager(actor, space);
  return (await listKeys(db, space)).map(view);
}

export async function createApiKey(
  db: Db,
  actor: Actor,
  space: string,
  input: ApiKeyCreate,
  now = new Date(),
): Promise<ApiKeyCreated> {
  manager(actor, space);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now)
    throw new AppError('apikey.expiry_in_past', 'The expiry must lie in the future', {
      fields: [{ field: 'body.expiresAt', rule: 'expiry_in_past', message: 'must lie in the future' }],
    });
  if ((await countLiveKeys(db, space, now)) >= MAX_LIVE_KEYS)
    throw new AppError('apikey.limit_reached', `A space holds at most ${MAX_LIVE_KEYS} working API keys`, {
      params: { max: MAX_LIVE_KEYS },
    });
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertKey(db, {
    spaceKey: space,
    name: input.name,
    scope: input.scope,
    prefix: secret.slice(0, API_KEY_PREFIX.length + 4),
    keyHash: hashApiKey(secret),
    createdBy: actor.identity.sub,
    expiresAt,
  });
  return { ...view(row), secret };
}

/** Revokes at once: the caller caches of every process drop the key (migration 0011's trigger). */
export async function revokeApiKey(db: Db, actor: Actor, space: string, id: string): Promise<ApiKeyView> {
  manager(actor, space);
  const row = await revokeKey(db, space, id, new Date());
  if (!row) throw new AppError('record.not_found', 'invalid record');
  return view(row);
}

/** The caller an API key stands for, with what the caller cache needs to keep and to invalidate it. */
export type KeyCallerResolved = {
  identity: Identity;
  membership: Membership;
  apiKey: ApiClient;
  /** The creator, whose role in the space the key's rights follow (a tag of the cache entry). */
  createdBy: string;
  expiresAt: number | null;
  lastUsedAt: number | null;
};

/**
 * The caller behind an API key secret, or null when it is unknown, revoked, expired, or its creator has left the
 * space. Its access entries are those that one membership gives, with the creator's current role (never the
 * platform's `admin`, never `user`): the rights of that space and nothing more.
 */
export async function resolveApiKey(
  db: Db,
  productKey: string,
  secret: string,
  now = Date.now(),
): Promise<KeyCallerResolved | null> {
  const row = await findKeyCaller(db, hashApiKey(secret));
  if (!row || row.revoked || !row.memberRole) return null;
  if (row.expiresAt !== null && row.expiresAt <= now) return null;
  const membership: Membership = {
    space: row.space,
    kind: row.kind,
    role: row.role,
    memberRole: row.memberRole,
  };
  const access = entriesForMembership(row.kind, row.role, row.memberRole).map((entry) =>
    qualifyRule(productKey, entry),
  );
  return {
    identity: {
      sub: `apikey:${row.id}`,
      nickname: `${row.name} (API key)`,
      email: '',
      first_name: '',
      last_name: '',
      picture: null,
      email_verified: false,
      access: [...new Set(access)].sort(),
    },
    membership,
    apiKey: { id: row.id, space: row.space, scope: row.scope },
    createdBy: row.createdBy,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
  };
}

/** Notes the key's use at most once a minute (the list shows it; a write per request would be waste). */
export async function noteApiKeyUse(db: Db, key: KeyCallerResolved, now = Date.now()): Promise<void> {
  if (key.lastUsedAt !== null && now - key.lastUsedAt < TOUCH_EVERY_MS) return;
  key.lastUsedAt = now;
  await touchKey(db, key.apiKey.id, new Date(now));
}
