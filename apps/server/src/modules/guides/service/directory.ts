import {
  type AggregateBody,
  dayCount,
  type GuideCard,
  type guideSearchBody,
  JOB_LIMITS,
  type QueryBody,
} from '@tourtariff/shared';
import type { z } from 'zod';
import { verifiedSpaces } from '../../../core/credentials/index.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { decodeOffset, encodeOffset } from '../../../kit/index.ts';
import { profilesOf } from '../repository/profiles.ts';
import { aggregateGuides, queryGuides } from '../repository/query.ts';
import { searchGuides } from '../repository/search.ts';
import type { Ctx } from './access.ts';
import { cardOf } from './view.ts';

type SearchInput = z.output<typeof guideSearchBody>;

/**
 * Guides holding a valid licensed-guide credential: found by verifying the credentials (the
 * core caches each verification up to the status list's time-to-live), never by a stored flag.
 */
const verifiedGuides = async (db: Db) => new Set(await verifiedSpaces(db, 'licensed-guide'));

/**
 * Cards in the order of `keys` (the query's order), skipping any that vanished meanwhile. `known`: the verified
 * guides when the caller has already asked (the directory's filter), so one request asks once.
 */
export async function cardsOf(ctx: Ctx, keys: string[], known?: Set<string>): Promise<GuideCard[]> {
  const db = ctx.database.db;
  const [profiles, verified] = await Promise.all([profilesOf(db, keys), known ?? verifiedGuides(db)]);
  const rows = new Map(profiles.map((row) => [row.spaceKey, row]));
  return keys.flatMap((key) => {
    const row = rows.get(key);
    return row ? [{ ...cardOf(row), verified: verified.has(key) }] : [];
  });
}

/** `POST /api/v1/Guide/search`: the directory. */
export async function searchDirectory(ctx: Ctx, body: SearchInput) {
  const from = body.from ?? body.date;
  const to = body.to ?? body.date;
  if (from && to && dayCount(from, to) > JOB_LIMITS.days)
    throw new AppError('request.invalid', `body.to: a range of at most ${JOB_LIMITS.days} days`, {
      fields: [
        {
          field: 'body.to',
          rule: 'too_long',
          message: `at most ${JOB_LIMITS.days} days`,
          params: { max: JOB_LIMITS.days },
        },
      ],
    });
  const offset = decodeOffset(body.cursor, 'body.cursor');
  const verified = body.verified ? await verifiedGuides(ctx.database.db) : undefined;
  const words = body.text.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const keys = await searchGuides(ctx.database.db, {
    words,
    languages: body.languages,
    prefecture: body.prefecture,
    licence: body.licence,
    specialty: body.specialty,
    from,
    to,
    maxRate: body.maxRate,
    only: verified ? [...verified] : undefined,
    sort: body.sort,
    limit: body.limit,
    offset,
  });
  const items = await cardsOf(ctx, keys.slice(0, body.limit), verified);
  return { items, next: keys.length > body.limit ? encodeOffset(offset + body.limit) : null };
}

/** `POST /api/v1/Guide/query` (docs/product-decisions.md §6 query language over cards), each card projected to `fields`. */
export async function queryDirectory(ctx: Ctx, body: QueryBody) {
  const { keys, next } = await queryGuides(ctx.database.db, body);
  const cards = await cardsOf(ctx, keys);
  const wanted = body.fields ? new Set(['space', ...body.fields]) : null;
  const items = cards.map((card) =>
    wanted ? (Object.fromEntries(Object.entries(card).filter(([k]) => wanted.has(k))) as GuideCard) : card,
  );
  return { items, next };
}

/** `POST /api/guide/aggregate`: counts by language, prefecture or licence type. */
export const aggregateDirectory = (ctx: Ctx, body: AggregateBody) => aggregateGuides(ctx.database.db, body);
