import { diffDocs } from '@tourtariff/shared';
import { inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { spaces } from '../../db/schema/index.ts';
import type { Ctx } from './context.ts';
import { findTariff } from './repository.ts';
import { validationError } from './validator.ts';
import { tariffView } from './view.ts';

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(tf_[\w-]{1,60})$/;

/*
 * The review queue, oldest submission first: new tariffs waiting for their first publication and revisions of
 * published ones. Pages run on (submitted time, key) so items leaving the queue while an administrator pages
 * through it never make another item skip a page. Times carry microseconds as UTC text: a JavaScript Date would
 * round them to milliseconds and repeat or skip rows submitted within the same millisecond.
 */
export async function reviewQueue(ctx: Ctx, limit: number, cursor: string | undefined) {
  let after = sql`true`;
  if (cursor) {
    const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
    if (!match)
      throw validationError([
        { field: 'querystring.cursor', rule: 'cursor', message: 'not a cursor from this list' },
      ]);
    after = sql`(q.at, q.key) > (${match[1]}::timestamptz, ${match[2]})`;
  }
  const rows = await queryRows<{ key: string; kind: 'tariff' | 'revision'; at: string }>(
    ctx.db,
    sql`select q.key, q.kind, to_char(q.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
        from (select key, 'tariff' as kind, updated_at as at from tariffs where state = 'submitted'
              union all
              select tariff_key, 'revision', updated_at from tariff_revisions where state = 'submitted') q
        where ${after} order by q.at, q.key limit ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const items = [];
  for (const entry of page) {
    const found = await findTariff(ctx.db, entry.key);
    if (!found) continue;
    const revision = entry.kind === 'revision' ? found.revision : null;
    items.push({
      kind: entry.kind,
      submittedAt: entry.at,
      tariff: tariffView(ctx, found, true),
      // A new version is reviewed against what buyers see now; a first submission has nothing to compare.
      diff: revision ? diffDocs(found.row.doc, revision.doc) : [],
    });
  }
  const names = await spaceNames(
    ctx,
    items.map((item) => item.tariff.space),
  );
  const last = page.at(-1);
  return {
    items: items.map((item) => ({ ...item, spaceName: names.get(item.tariff.space) ?? null })),
    next: rows.length > limit && last ? Buffer.from(`${last.at}|${last.key}`).toString('base64url') : null,
  };
}

async function spaceNames(ctx: Ctx, keys: string[]) {
  if (!keys.length) return new Map<string, string>();
  const rows = await ctx.db
    .select({ key: spaces.key, name: spaces.name })
    .from(spaces)
    .where(inArray(spaces.key, [...new Set(keys)]));
  return new Map(rows.map((row) => [row.key, row.name]));
}
