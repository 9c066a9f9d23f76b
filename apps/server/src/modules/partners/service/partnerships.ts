import type {
  AggregateBody,
  PartnerDirectoryQuery,
  PartnershipCreate,
  PartnershipListQuery,
  QueryBody,
} from '@tourtariff/shared';
import { type Actor, actorName, membershipOf } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { decodeOffset, encodeOffset, newKey } from '../../../kit/index.ts';
import { searchDirectory } from '../repository/directory.ts';
import {
  findPartnership,
  findSpace,
  historyOf,
  insertHistory,
  insertPartnership,
  listPartnerships,
  openBetween,
} from '../repository/partnerships.ts';
import { aggregatePartnerships, queryPartnerships } from '../repository/query.ts';
import { assertPartnershipReadable, type Ctx, manages, partnerSpaces } from './access.ts';
import { notifySpace } from './notify.ts';
import { partnershipViews, spaceCard } from './view.ts';

/** A space of the caller's that they decide for; a space that is not theirs reads as absent. */
function ownManagedSpace(actor: Actor, space: string, field: string) {
  const membership = membershipOf(actor, space);
  if (!membership) throw new AppError('record.not_found', `No space ${space} of yours`);
  if (membership.role === 'guide')
    throw new AppError('partner.not_partnerable', `${field}: a guide space has no trading partners`, {
      params: { space },
      fields: [
        { field, rule: 'partnerable', message: 'must be a buyer or supplier space', params: { space } },
      ],
    });
  if (!manages(membership))
    throw new AppError('partner.manage_forbidden', 'Only owners and admins of the space can do this');
  return membership;
}

/** `POST /api/v1/Partner`: the caller's space asks another to become its trading partner. */
export async function requestPartnership(ctx: Ctx, actor: Actor, body: PartnershipCreate) {
  const { db } = ctx.database;
  const mine = ownManagedSpace(actor, body.space, 'body.space');
  if (body.partner === body.space)
    throw new AppError('partner.self', 'body.partner: a space cannot partner with itself', {
      fields: [{ field: 'body.partner', rule: 'not_self', message: 'must be another space' }],
    });
  const other = await findSpace(db, body.partner);
  if (!other) throw new AppError('record.not_found', `No space ${body.partner}`);
  if (other.role === 'guide')
    throw new AppError('partner.not_partnerable', 'body.partner: a guide space has no trading partners', {
      params: { space: other.key },
      fields: [{ field: 'body.partner', rule: 'partnerable', message: 'must be a buyer or supplier space' }],
    });
  if (other.role === mine.role)
    throw new AppError('partner.same_role', `body.partner: both spaces are ${mine.role} spaces`, {
      params: { role: mine.role },
      fields: [
        {
          field: 'body.partner',
          rule: 'other_role',
          message: 'must be of the other role',
          params: { role: mine.role },
        },
      ],
    });
  const [buyerKey, supplierKey] = mine.role === 'buyer' ? [mine.space, other.key] : [other.key, mine.space];
  const duplicate = (open: { key: string; state: string }) =>
    new AppError('partner.duplicate', `Already ${open.state} (${open.key})`, {
      params: { partnership: open.key, state: open.state },
    });
  const row = await db
    .transaction(async (tx) => {
      const open = await openBetween(tx, buyerKey, supplierKey);
      if (open) throw duplicate(open);
      const created = await insertPartnership(tx, {
        key: newKey('pt'),
        buyerKey,
        supplierKey,
        requestedBy: mine.role === 'buyer' ? 'buyer' : 'supplier',
        message: body.message,
        createdBy: actor.identity.sub,
      });
      await insertHistory(tx, {
        partnershipKey: created.key,
        fromState: null,
        toState: 'requested',
        actor: actor.identity.sub,
        actorName: actorName(actor),
        spaceKey: mine.space,
        note: body.message || null,
      });
      return created;
    })
    .catch(async (error: unknown) => {
      // Two requests at once: the partial unique index lets one land; the other reads as the duplicate it is.
      const text = `${(error as { code?: string }).code} ${String((error as { cause?: unknown }).cause)}`;
      const open = /23505|partnerships_open_pair_idx/.test(text)
        ? await openBetween(db, buyerKey, supplierKey)
        : undefined;
      throw open ? duplicate(open) : error;
    });
  const me = await findSpace(db, mine.space);
  await notifySpace(ctx, other.key, 'requested', spaceCard(me, mine.space).name, body.message);
  const [view] = await partnershipViews(db, actor, [row], mine.space);
  return { ...(view as NonNullable<typeof view>), history: await historyView(ctx, row.key) };
}

export async function historyView(ctx: Ctx, key: string) {
  return (await historyOf(ctx.database.db, key)).map((h) => ({
    id: h.id,
    from: h.fromState,
    to: h.toState,
    actor: { sub: h.actor, name: h.actorName || null },
    space: h.spaceKey,
    note: h.note,
    at: h.createdAt.toISOString(),
  }));
}

/** `GET /api/v1/Partner/{key}`: one partnership with its history. */
export async function readPartnership(ctx: Ctx, actor: Actor, key: string) {
  const { db } = ctx.database;
  const row = assertPartnershipReadable(actor, await findPartnership(db, key), key);
  const [view] = await partnershipViews(db, actor, [row]);
  return { ...(view as NonNullable<typeof view>), history: await historyView(ctx, key) };
}

/** `GET /api/v1/Partner`: a space's partnerships (or every space of the caller's), by tab. */
export async function listPartnerDeals(ctx: Ctx, actor: Actor, query: PartnershipListQuery) {
  const { db } = ctx.database;
  let spaces = partnerSpaces(actor);
  if (query.space) {
    if (!membershipOf(actor, query.space) && !actor.isAdmin)
      throw new AppError('record.not_found', `No space ${query.space} of yours`);
    spaces = [query.space];
  }
  const offset = decodeOffset(query.cursor, 'querystring.cursor');
  const rows = await listPartnerships(db, { ...query, spaces, offset });
  const items = await partnershipViews(db, actor, rows.slice(0, query.limit), query.space);
  return { items, next: rows.length > query.limit ? encodeOffset(offset + query.limit) : null };
}

/** `POST /api/v1/Partner/query` (docs/product-decisions.md §6 query language), each item projected to `fields`. */
export async function queryPartnerDeals(ctx: Ctx, actor: Actor, body: QueryBody) {
  const { db } = ctx.database;
  const { rows, next } = await queryPartnerships(db, partnerSpaces(actor), body);
  const views = await partnershipViews(db, actor, rows);
  const wanted = body.fields ? new Set(['key', ...body.fields]) : null;
  const items = views.map((view) =>
    wanted ? (Object.fromEntries(Object.entries(view).filter(([k]) => wanted.has(k))) as typeof view) : view,
  );
  return { items, next };
}

export const aggregatePartnerDeals = (ctx: Ctx, actor: Actor, body: AggregateBody) =>
  aggregatePartnerships(ctx.database.db, partnerSpaces(actor), body);

/** `GET /api/v1/Partner/directory`: spaces of the other role the caller's space could partner with. */
export async function partnerDirectory(ctx: Ctx, actor: Actor, query: PartnerDirectoryQuery) {
  const membership = membershipOf(actor, query.space);
  if (!membership) throw new AppError('record.not_found', `No space ${query.space} of yours`);
  const offset = decodeOffset(query.cursor, 'querystring.cursor');
  if (membership.role === 'guide') return { items: [], next: null };
  const role = membership.role === 'buyer' ? 'supplier' : 'buyer';
  const rows = await searchDirectory(ctx.database.db, query.space, role, query, offset);
  const items = rows.slice(0, query.limit).map((row) => ({
    ...spaceCard(row, row.key),
    prefectures: [...row.prefectures].sort(),
    categories: [...row.categories].sort(),
    tariffs: Number(row.tariffs),
    relation:
      row.relation_key && row.relation_state && row.requested_by
        ? {
            key: row.relation_key,
            state: row.relation_state,
            direction: row.requested_by === membership.role ? ('sent' as const) : ('received' as const),
          }
        : null,
  }));
  return { items, next: rows.length > query.limit ? encodeOffset(offset + query.limit) : null };
}
