import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.ts';

/**
 * Tables whose rows change on every request by design, so "the database did not change" cannot include them:
 * `request_counters` and `rate_limits` count each call against the per-minute budgets,
 * refused or not, and `queue_tasks` is written by the process's own task runner on its schedule, whatever the
 * requests (docs/operations.md "Background work"). Nothing else is excluded: the fuzz caller's session is fresh for an hour, so no request may
 * touch `sessions`, and no fuzzed route reaches the embedded provider's `idp_models`.
 */
const VOLATILE = new Set(['request_counters', 'rate_limits', 'queue_tasks']);

export type TableState = { rows: number; hash: string };

/** Row count and a content hash per table of the public schema, read from information_schema. */
export async function databaseState(app: FastifyInstance): Promise<Record<string, TableState>> {
  const tables = await queryRows<{ name: string }>(
    app.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // One statement for all tables: each row as text, sorted, so a hash depends on content, not physical order.
  const perTable = tables
    .filter(({ name }) => !VOLATILE.has(name))
    .map(
      ({ name }) => sql`select ${name}::text as name, count(*)::int as rows,
          md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as hash
        from ${sql.identifier(name)} t`,
    );
  const rows = await queryRows<{ name: string } & TableState>(
    app.database.db,
    sql.join(perTable, sql` union all `),
  );
  return Object.fromEntries(rows.map(({ name, rows: count, hash }) => [name, { rows: count, hash }]));
}

/** The tables whose count or hash differs, for an assertion message that says where data moved. */
export function changedTables(before: Record<string, TableState>, after: Record<string, TableState>) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) => before[name]?.rows !== after[name]?.rows || before[name]?.hash !== after[name]?.hash,
  );
}
