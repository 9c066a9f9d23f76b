import type { SQL } from 'drizzle-orm';

/*
 * The field whitelist's shape of the query language (docs/product-decisions.md §6): every domain names its fields as fixed
 * SQL expressions of one of these types, and filter, sort and aggregate act on the type alone.
 */

export type FieldType = 'text' | 'int' | 'number' | 'bool' | 'date' | 'timestamp' | 'tags';

export type FieldDef = {
  type: FieldType;
  sql: SQL;
  /** Allowed values of an enumerated text field; anything else is refused rather than matching nothing. */
  values?: readonly string[];
  /** The expression to order by when the field may be null (keyset pages need a total order). */
  sortSql?: SQL;
};

/** SQL type names for casting parameters: fixed strings chosen by field type, never by the caller. */
export const castOf: Record<Exclude<FieldType, 'tags'>, string> = {
  text: 'text',
  int: 'bigint',
  number: 'numeric',
  bool: 'boolean',
  date: 'date',
  timestamp: 'timestamptz',
};
