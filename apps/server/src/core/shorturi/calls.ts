import { randomBytes } from 'node:crypto';
import { toDate } from '@tourtariff/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { shortLinks } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { coreCall } from '../route.ts';

const MAX_DATA_BYTES = 16 * 1024;
const MAX_LIFETIME_MS = 366 * 24 * 60 * 60 * 1000;
/** The largest time a JavaScript Date holds (ECMA-262 §21.4.1.1); beyond it `new Date` is invalid. */
const MAX_DATE_MS = 8.64e15;
/** Expired links still answer "expired" for a week, so a late visitor learns why; then they are purged. */
const GRACE_MS = 7 * 24 * 60 * 60 * 1000;
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

const id = z.string().regex(/^[0-9A-Za-z]{10}$/, 'a 10-character short id');

export const shortUriCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group: 'shorturi',
    call: 'new',
    summary: 'Stores JSON data behind a short id until `exp` (Unix time, seconds or milliseconds)',
    body: z
      .object({
        // JSON null would reach the NOT NULL column as SQL NULL; depth is bounded by the JSON parser (32).
        data: z
          .json()
          .refine((value) => value !== null, { message: 'must not be null', params: { rule: 'required' } })
          .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= MAX_DATA_BYTES, {
            message: `must serialise to at most ${MAX_DATA_BYTES} bytes`,
          }),
        // Bounded so every accepted number is a real instant; the handler then checks the one-year window.
        exp: z.number().positive().max(MAX_DATE_MS),
      })
      .strict(),
    handler: async (ctx, body) => {
      const now = Date.now();
      const expiresAt = toDate(body.exp);
      const at = expiresAt.getTime();
      if (!(at > now && at <= now + MAX_LIFETIME_MS)) {
        throw new AppError('request.invalid', 'body.exp: must be in the future and at most a year away', [
          { field: 'body.exp', rule: 'range', message: 'must be in the future and at most a year away' },
        ]);
      }
      await ctx.db.delete(shortLinks).where(lt(shortLinks.expiresAt, new Date(now - GRACE_MS)));
      const [row] = await ctx.db
        .insert(shortLinks)
        .values({ id: newId(), owner: ctx.identity.sub, data: body.data ?? null, expiresAt })
        .returning();
      return { id: row?.id, exp: expiresAt.toISOString() };
    },
  });

  coreCall(app, {
    group: 'shorturi',
    call: 'get',
    summary: 'The data behind a short id; status 14 once it has expired',
    body: z.object({ id }).strict(),
    handler: async (ctx, body) => {
      const [row] = await ctx.db.select().from(shortLinks).where(eq(shortLinks.id, body.id));
      if (!row) throw new AppError('record.not_found', 'No such short link');
      if (row.expiresAt.getTime() <= Date.now())
        throw new AppError('record.expired', 'This short link has expired');
      return { id: row.id, data: row.data, exp: row.expiresAt.toISOString() };
    },
  });

  coreCall(app, {
    group: 'shorturi',
    call: 'drop',
    summary: 'Deletes a short link (its owner, or an administrator)',
    body: z.object({ id }).strict(),
    handler: async (ctx, body) => {
      const owned = ctx.isAdmin ? undefined : eq(shortLinks.owner, ctx.identity.sub);
      const removed = await ctx.db
        .delete(shortLinks)
        .where(and(eq(shortLinks.id, body.id), owned))
        .returning();
      // Someone else's link reads as absent: a short id alone must not reveal that it exists.
      if (!removed.length) throw new AppError('record.not_found', 'No such short link of yours');
      return { id: body.id };
    },
  });
};
