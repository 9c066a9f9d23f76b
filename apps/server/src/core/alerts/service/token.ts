import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type AlertKind, alertKind } from '@tourtariff/shared';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { ensureSecret } from '../../../db/secrets.ts';

/** The server secret unsubscribe links are signed with, kept like every other one (db/secrets.ts). */
const SECRET = 'alerts_unsubscribe';
const secretOf = (db: Db) => ensureSecret(db, SECRET, () => randomBytes(32).toString('base64url'));

const payload = z.object({ s: z.string().min(1).max(200), k: z.array(alertKind).min(1).max(5) }).strict();
export type Unsubscribe = { sub: string; kinds: AlertKind[] };

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

/**
 * An unsubscribe token (docs/product-decisions.md §14): who and which kinds, in the clear, with an HMAC over
 * them. It never expires, as mail lies in inboxes for years; it can only ever turn mail off.
 */
export async function unsubscribeToken(db: Db, who: Unsubscribe): Promise<string> {
  const text = Buffer.from(JSON.stringify({ s: who.sub, k: who.kinds })).toString('base64url');
  return `${text}.${sign(await secretOf(db), text).toString('base64url')}`;
}

/** The person and kinds a token names, or null when it was altered or is not ours. */
export async function readUnsubscribeToken(db: Db, token: string): Promise<Unsubscribe | null> {
  const [text, mac, ...rest] = token.split('.');
  if (!text || !mac || rest.length) return null;
  const expected = sign(await secretOf(db), text);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = payload.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return { sub: parsed.s, kinds: parsed.k };
  } catch {
    return null;
  }
}
