import { type EventDoc, eventDoc } from '@tourtariff/shared';
import type { Actor } from '../../actor.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { decodeOffset, encodeOffset, newKey, parseOrThrow } from '../../kit/index.ts';
import {
  anonymousViewer,
  type Ctx,
  isSupplierOf,
  linkableTariffs,
  publicTariffCards,
  requireSupplierMember,
  type Viewer,
} from '../tariffs/index.ts';
import {
  deleteEventRow,
  type EventRow,
  findEvent,
  findPublished,
  insertEvent,
  listEventRows,
  updateEvent,
} from './repository.ts';

const insider = (actor: Actor, row: Pick<EventRow, 'spaceKey'>) =>
  actor.isAdmin || isSupplierOf(actor, row.spaceKey);

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
async function assertLinks(db: Db, space: string, keys: string[]) {
  const known = await linkableTariffs(db, space, keys);
  const bad = keys.flatMap((key, i) =>
    known.has(key)
      ? []
      : [
          {
            field: `body.tariffs.${i}`,
            rule: 'unknown_tariff',
            message: 'is not a tariff of this space',
            params: { tariff: key },
          },
        ],
  );
  const first = bad[0];
  if (first)
    throw new AppError('event.tariff_unavailable', `Invalid request: ${first.field}: ${first.message}`, {
      fields: bad,
      params: { tariff: first.params.tariff },
    });
}

export async function createEvent(ctx: Ctx, actor: Actor, space: string, doc: EventDoc) {
  requireSupplierMember(actor, space);
  const { db } = ctx.database;
  await assertLinks(db, space, doc.tariffs);
  const row = await insertEvent(db, {
    key: newKey('ev'),
    spaceKey: space,
    createdBy: actor.identity.sub,
    doc,
  });
  if (!row) throw new Error('event insert returned nothing');
  return eventView(row);
}

/** An event the caller may read: its space's members and administrators always, others once published. */
export async function readableEvent(ctx: Ctx, actor: Actor, key: string): Promise<EventRow> {
  const row = await findEvent(ctx.database.db, key);
  if (!row || !(row.published || insider(actor, row)))
    throw new AppError('record.not_found', `No event ${key}`);
  return row;
}

export async function editEvent(ctx: Ctx, actor: Actor, key: string, build: (current: EventDoc) => unknown) {
  const row = await readableEvent(ctx, actor, key);
  if (!isSupplierOf(actor, row.spaceKey))
    throw new AppError('access.forbidden', 'Only members of the supplier space may change this event');
  const doc = parseOrThrow(eventDoc, build(row.doc));
  await assertLinks(ctx.database.db, row.spaceKey, doc.tariffs);
  const updated = await updateEvent(ctx.database.db, key, doc);
  if (!updated) throw new AppError('record.not_found', `No event ${key}`);
  return eventView(updated);
}

export async function deleteEvent(ctx: Ctx, actor: Actor, key: string) {
  const row = await readableEvent(ctx, actor, key);
  if (!isSupplierOf(actor, row.spaceKey))
    throw new AppError('access.forbidden', 'Only members of the supplier space may delete this event');
  await deleteEventRow(ctx.database.db, key);
  return { key, deleted: true as const };
}

/** A space's events (all of them for its members, published ones for others), or every published one. */
export async function listEvents(
  ctx: Ctx,
  actor: Actor,
  query: { space?: string | undefined; limit: number; cursor?: string | undefined },
) {
  const { space, limit, cursor } = query;
  const offset = decodeOffset(cursor, 'querystring.cursor');
  const seesAll = space !== undefined && (actor.isAdmin || isSupplierOf(actor, space));
  const rows = await listEventRows(ctx.database.db, { space, publishedOnly: !seesAll }, limit + 1, offset);
  return {
    items: rows.slice(0, limit).map(eventView),
    next: rows.length > limit ? encodeOffset(offset + limit) : null,
  };
}

/**
 * The shareable page's data: a published event, its supplier's name and its published public tariffs, plus the
 * partners-only ones when the viewer is signed in as an active partner of the supplier (`viewer`), and with an
 * agreement in force their partner prices.
 */
export async function publicEvent(db: Db, key: string, viewer: Viewer = anonymousViewer) {
  const found = await findPublished(db, key);
  if (!found) throw new AppError('record.not_found', `No event ${key}`);
  const { published: _published, tariffs: keys, ...doc } = found.event.doc;
  return {
    key: found.event.key,
    ...doc,
    supplier: { key: found.event.spaceKey, name: found.supplier },
    tariffs: await publicTariffCards(db, keys, viewer),
  };
}

/** docs/product-decisions.md §9 demo data: an event with a fixed key, written once through the same contract as the API. */
export async function seedEvent(db: Db, key: string, space: string, createdBy: string, input: unknown) {
  const doc = eventDoc.parse(input);
  await insertEvent(db, { key, spaceKey: space, createdBy, doc }, true);
}
