import type { QueryBody } from '@tourtariff/shared';
import { and, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { FieldDef } from './fields.ts';
import { compileFilter } from './filter.ts';
import { afterCursor, cursorAfter, cursorColumns, orderBy, orderKeys } from './keyset.ts';

/*
 * `…/query` of the query language (docs/product-decisions.md §6) and its keyset pages (docs/product-decisions.md §11), the one runner
 * of every domain: each differs only in its table, its field whitelist and the scope of what the caller may
 * read, so the paging and the refusals cannot drift between domains.
 */

/** What a domain's read is handed for one page: the cursor columns to select, the condition, the order, the limit. */
export type PageRead<R> = (
  columns: Record<string, SQL<string>>,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
) => Promise<R[]>;

/**
 * One keyset page of whatever `read` selects (a table, a join, only the keys): filtered and sorted by `body`
 * within `scope`, after `body.cursor`, with the cursor of the next page. `tiebreak` is the rows' key, the last
 * sort term, so every row has exactly one place in the order.
 */
export async function pageWith<R extends object>(
  fields: Record<string, FieldDef>,
  tiebreak: SQL,
  scope: SQL | undefined,
  body: QueryBody,
  read: PageRead<R>,
): Promise<{ rows: R[]; next: string | null }> {
  const filter = compileFilter(body.filter, fields);
  const keys = orderKeys(body.sort, fields, tiebreak);
  const rows = await read(
    cursorColumns(keys),
    and(scope, filter, afterCursor(keys, body.cursor)),
    orderBy(keys),
    body.limit + 1,
  );
  const page = rows.slice(0, body.limit);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > body.limit && last ? cursorAfter(keys, last as Record<string, unknown>) : null,
  };
}

/** `…/query` over one table: its whole rows within `scope`, in keyset pages. */
export async function pageOver<T extends PgTable>(
  db: Db,
  table: T,
  fields: Record<string, FieldDef>,
  tiebreak: SQL,
  scope: SQL | undefined,
  body: QueryBody,
): Promise<{ rows: T['$inferSelect'][]; next: string | null }> {
  const { rows, next } = await pageWith(fields, tiebreak, scope, body, (columns, where, order, limit) =>
    db
      .select({ row: table as PgTable, ...columns })
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(limit),
  );
  return { rows: rows.map((r) => r.row as T['$inferSelect']), next };
}
