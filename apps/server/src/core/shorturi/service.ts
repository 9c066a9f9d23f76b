import { randomBytes } from 'node:crypto';
import { toDate } from '@tourtariff/shared';
import type { Actor } from '../../actor.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { deleteShortLink, findShortLink, insertShortLink, purgeExpired } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_LIFETIME_DAYS = 366;
/** Expired links still answer "expired" for a week, so a late visitor learns why; then they are purged. */
const GRACE_MS = 7 * DAY_MS;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 10 base62 characters (~59 bits): unguessable enough for share links, short enough to read aloud. */
function newId(): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every character equally likely.
  const out: string[] = [];
  while (out.length < 10) {
    for (const byte of randomBytes(16))
      if (byte < 248 && out.length < 10) out.push(ALPHABET[byte % 62] ?? '0');
  }
  return out.join('');
}

const notFound = (message: string) => new AppError('shorturi.not_found', message);

/** Stores `data` behind a fresh short id until `exp` (Unix time in seconds or milliseconds, at most a year on). */
export async function createShortLink(db: Db, actor: Actor, input: { data: unknown; exp: number }) {
  const now = Date.now();
  const expiresAt = toDate(input.exp);
  const at = expiresAt.getTime();
  if (!(at > now && at <= now + MAX_LIFETIME_DAYS * DAY_MS)) {
    const message = `must be in the future and at most ${MAX_LIFETIME_DAYS} days away`;
    const params = { days: MAX_LIFETIME_DAYS };
    throw new AppError('shorturi.bad_expiry', `body.exp: ${message}`, {
      fields: [{ field: 'body.exp', rule: 'range', message, params }],
      params,
    });
  }
  await purgeExpired(db, new Date(now - GRACE_MS));
  const row = await insertShortLink(db, {
    id: newId(),
    owner: actor.identity.sub,
    data: input.data,
    expiresAt,
  });
  return { id: row.id, exp: row.expiresAt.toISOString() };
}

/** Anyone signed in may read a link by its id (the id is the capability); past its expiry it answers 14. */
export async function readShortLink(db: Db, id: string) {
  const row = await findShortLink(db, id);
  if (!row) throw notFound('No such short link');
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError('shorturi.expired', 'This short link has expired');
  return { id: row.id, data: row.data, exp: row.expiresAt.toISOString() };
}

/** Its owner or an administrator; someone else's link reads as absent, so a short id reveals nothing. */
export async function dropShortLink(db: Db, actor: Actor, id: string) {
  const owner = actor.isAdmin ? undefined : actor.identity.sub;
  if (!(await deleteShortLink(db, id, owner))) throw notFound('No such short link of yours');
  return { id };
}
