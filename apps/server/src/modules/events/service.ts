import { type EventDoc, eventDoc } from '@tourtariff/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { spaces, tariffEvents, tariffs } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { newKey } from '../spaces/index.ts';
import type { Ctx } from '../tariffs/context.ts';
import { decodeOffset, encodeOffset } from '../tariffs/offset-cursor.ts';
import { parseOrThrow, validationError } from '../tariffs/validator.ts';

export type EventRow = typeof tariffEvents.$inferSelect;

const insider = (ctx: Ctx, row: Pick<EventRow, 'spaceKey'>) =>
  ctx.isAdmin || ctx.supplierSpaces.has(row.spaceKey);

export function eventView(row: EventRow) {
  return {
    key: row.key,
    space: row.spaceKey,
    ...row.doc,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Linked tariffs must be the space's own and not archived, so a shared page never points elsewhere. */
async function assertLinks(db: Db, space: string, keys: string[], prefix: string) {
  if (!keys.length) return;
  const rows = await db
    .select({ key: tariffs.key })
    .from(tariffs)
    .where(and(inArray(tariffs.key, keys), eq(tariffs.spaceKey, space), sql`${tariffs.state} <> 'archived'`));
  const known = new Set(rows.map((row) => row.key));
  const bad = keys.flatMap((key, i) =>
    known.has(key)
      ? []
      : [
          {
            field: `${prefix}.tariffs.${i}`,
            rule: 'unknown_tariff',
            message: 'is not a tariff of this space',
          },
        ],
  );
  if (bad.length) throw validationError(bad, 'request.unprocessable');
}

const columnsOf = (doc: EventDoc) => ({
  doc,
  published: doc.published,
  startsOn: doc.dates.from,
  endsOn: doc.dates.to,
});

export async function createEvent(ctx: Ctx, space: string, doc: EventDoc) {
  await assertLinks(ctx.db, space, doc.tariffs, 'body');
  const [row] = await ctx.db
    .insert(tariffEvents)
    .values({ key: newKey('ev'), spaceKey: space, createdBy: ctx.identity.sub, ...columnsOf(doc) })
    .returning();
  if (!row) throw new Error('event insert returned nothing');
  return eventView(row);
}

/** An event the caller may read: its space's members and administrators always, others once published. */
export async function readableEvent(ctx: Ctx, key: string): Promise<EventRow> {
  const [row] = await ctx.db.select().from(tariffEvents).where(eq(tariffEvents.key, key));
  if (!row || !(row.published || insider(ctx, row)))
    throw new AppError('record.not_found', `No event ${key}`);
  return row;
}

export async function editEvent(ctx: Ctx, key: string, build: (current: EventDoc) => unknown) {
  const row = await readableEvent(ctx, key);
  if (!ctx.supplierSpaces.has(row.spaceKey))
    throw new AppError('access.forbidden', 'Only members of the supplier space may change this event');
  const doc = parseOrThrow(eventDoc, build(row.doc));
  await assertLinks(ctx.db, row.spaceKey, doc.tariffs, 'body');
  const [updated] = await ctx.db
    .update(tariffEvents)
    .set({ ...columnsOf(doc), updatedAt: sql`now()` })
    .where(eq(tariffEvents.key, key))
    .returning();
  if (!updated) throw new AppError('record.not_found', `No event ${key}`);
  return eventView(updated);
}

export async function deleteEvent(ctx: Ctx, key: string) {
  const row = await readableEvent(ctx, key);
  if (!ctx.supplierSpaces.has(row.spaceKey))
    throw new AppError('access.forbidden', 'Only members of the supplier space may delete this event');
  await ctx.db.delete(tariffEvents).where(eq(tariffEvents.key, key));
  return { key, deleted: true };
}

/** A space's events (all of them for its members, published ones for others), or every published one. */
export async function listEvents(
  ctx: Ctx,
  space: string | undefined,
  limit: number,
  cursor: string | undefined,
) {
  const offset = decodeOffset(cursor, 'querystring.cursor');
  const seesAll = space !== undefined && (ctx.isAdmin || ctx.supplierSpaces.has(space));
  const rows = await ctx.db
    .select()
    .from(tariffEvents)
    .where(
      and(
        space ? eq(tariffEvents.spaceKey, space) : undefined,
        seesAll ? undefined : eq(tariffEvents.published, true),
      ),
    )
    .orderBy(asc(tariffEvents.startsOn), asc(tariffEvents.key))
    .limit(limit + 1)
    .offset(offset);
  return {
    items: rows.slice(0, limit).map(eventView),
    next: rows.length > limit ? encodeOffset(offset + limit) : null,
  };
}

/** The shareable page's data: a published event, its supplier's name and its published public tariffs. */
export async function publicEvent(db: Db, key: string) {
  const [found] = await db
    .select({ event: tariffEvents, supplier: spaces.name })
    .from(tariffEvents)
    .innerJoin(spaces, eq(spaces.key, tariffEvents.spaceKey))
    .where(and(eq(tariffEvents.key, key), eq(tariffEvents.published, true)));
  if (!found) throw new AppError('record.not_found', `No event ${key}`);
  const keys = found.event.doc.tariffs;
  const linked = keys.length
    ? await db
        .select()
        .from(tariffs)
        .where(
          and(inArray(tariffs.key, keys), eq(tariffs.state, 'published'), eq(tariffs.visibility, 'public')),
        )
    : [];
  const { published: _published, tariffs: _keys, ...doc } = found.event.doc;
  return {
    key: found.event.key,
    ...doc,
    supplier: { key: found.event.spaceKey, name: found.supplier },
    tariffs: linked.map((t) => ({
      key: t.key,
      title: t.doc.title,
      summary: t.doc.summary,
      category: t.category,
      prefecture: t.prefecture,
      currency: t.currency,
      tax: t.doc.tax,
      priceFrom: t.priceFrom,
      image: t.doc.images[0] ?? null,
    })),
  };
}
