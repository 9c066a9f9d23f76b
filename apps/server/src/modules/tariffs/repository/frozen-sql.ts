import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A constant SQL fragment (columns, tables, keywords; no values) rendered to text once, when the module loads.
 * drizzle otherwise walks every chunk of a statement on every request, and a search statement is a few hundred
 * chunks (docs/performance.md "The fixed cost of a search"): embedding the text costs one chunk.
 */
export function frozenSql(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length) throw new Error(`a frozen SQL fragment takes no values: ${text}`);
  return sql.raw(text);
}
