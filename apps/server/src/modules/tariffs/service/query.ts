import type { AggregateBody, QueryBody, SearchBody, TariffListQuery } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import type { FieldIssue } from '../../../errors.ts';
import { shareAnswer, validationError } from '../../../kit/index.ts';
import { projectableFields } from '../repository/query/fields.ts';
import { aggregateTariffs, ownSpaces, queryTariffs } from '../repository/query/run.ts';
import { searchListings } from '../repository/search.ts';
import { spaceNames } from '../repository/spaces.ts';
import { type Ctx, readerFor } from './caller.ts';
import { type TariffView, tariffView } from './view.ts';

/** `fields` of a query: the keys of a tariff answer to keep (the key always), each checked to exist. */
function projection(
  fields: string[] | undefined,
): (view: TariffView) => Partial<TariffView> & { key: string } {
  if (!fields) return (view) => view;
  const unknown: FieldIssue[] = fields.flatMap((name, i) =>
    projectableFields.has(name)
      ? []
      : [{ field: `body.fields.${i}`, rule: 'unknown_field', message: 'is not a field of a tariff' }],
  );
  if (unknown.length) throw validationError(unknown);
  const wanted = new Set(['key', ...fields]);
  return (view) =>
    Object.fromEntries(Object.entries(view).filter(([k]) => wanted.has(k))) as Partial<TariffView> & {
      key: string;
    };
}

/** `POST /api/v1/Tariff/query` (docs/product-decisions.md §6): readable tariffs, filtered, in keyset pages. */
export async function runQuery(ctx: Ctx, actor: Actor, body: QueryBody, ownOnly = false) {
  const project = projection(body.fields);
  const reader = await readerFor(ctx, actor);
  const scope = ownOnly ? ownSpaces(reader) : undefined;
  const { found, next } = await queryTariffs(ctx.database.db, reader, body, scope);
  return { items: found.map((f) => project(tariffView(actor, f))), next };
}

/**
 * `GET /api/v1/Tariff`: a space's tariffs, or without one the caller's own, last changed first; each names its
 * space, so a list across spaces (an administrator's) shows names rather than keys.
 */
export async function listTariffs(ctx: Ctx, actor: Actor, query: TariffListQuery) {
  const { space, state, limit, cursor } = query;
  const body: QueryBody = {
    filter: { ...(space ? { space } : {}), ...(state ? { state } : {}) },
    sort: [{ field: 'updatedAt', order: 'desc' }],
    limit,
    ...(cursor ? { cursor } : {}),
  };
  const reader = await readerFor(ctx, actor);
  const { db } = ctx.database;
  const { found, next } = await queryTariffs(db, reader, body, space ? undefined : ownSpaces(reader));
  const names = await spaceNames(
    db,
    found.map((f) => f.row.spaceKey),
  );
  const items = found.map((f) => ({ ...tariffView(actor, f), spaceName: names.get(f.row.spaceKey) ?? null }));
  return { items, next };
}

/** `POST /api/v1/Tariff/aggregate`: counts and sums over readable tariffs. */
export const runAggregate = async (ctx: Ctx, actor: Actor, body: AggregateBody) =>
  aggregateTariffs(ctx.database.db, await readerFor(ctx, actor), body);

/** Buyer search: published listings the caller may see. */
/**
 * A search's answer depends on the body and on what the caller may see (their spaces, their trading partners and
 * the agreements in force with them), nothing else: that is the cache key (see ReadCache).
 */
export async function searchTariffs(ctx: Ctx, actor: Actor, body: SearchBody) {
  const reader = await readerFor(ctx, actor);
  const agreements = [...reader.agreements].map(([space, terms]) => [space, terms.key]).sort();
  const seen = [reader.isAdmin, [...reader.suppliers].sort(), [...reader.partners].sort(), agreements];
  const key = `search:${JSON.stringify([...seen, body])}`;
  // The kept answer is sent as it is to each caller of this key, so its JSON is written once (shareAnswer).
  return ctx.reads.remember(key, async () =>
    shareAnswer(await searchListings(ctx.database.db, reader, body)),
  );
}
