import type { PartnerDirectoryQuery } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import { spaceCardsSql } from '../../../core/users/index.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { partnerships } from '../../../db/schema/index.ts';
import type { SpaceDetails } from '../../../db/schema/spaces.ts';
import { publicListingsSql, publiclyListsSql } from '../../tariffs/index.ts';
import { likePattern } from './partnerships.ts';

export type DirectoryRow = {
  key: string;
  name: string;
  avatar: string | null;
  kind: 'personal' | 'corporate';
  role: 'buyer' | 'supplier';
  details: SpaceDetails;
  prefectures: string[];
  categories: string[];
  tariffs: number;
  relation_key: string | null;
  relation_state: 'requested' | 'active' | null;
  requested_by: 'buyer' | 'supplier' | null;
};

/**
 * Spaces of `role` that `me` could partner with, by name, with what their public listings say of them
 * (prefectures, categories, how many) and any open request or active partnership with `me`. Guide spaces and
 * the space itself never appear.
 */
export async function searchDirectory(
  db: Db,
  me: string,
  role: 'buyer' | 'supplier',
  query: PartnerDirectoryQuery,
  offset: number,
): Promise<DirectoryRow[]> {
  const conditions = [sql`s.role = ${role}`, sql`s.kind in ('personal', 'corporate')`, sql`s.key <> ${me}`];
  if (query.q) conditions.push(sql`lower(s.name) like ${likePattern(query.q)}`);
  // The public listings are the tariffs module's (docs/ARCHITECTURE.md "Table owners").
  const listed = (column: 'prefecture' | 'category', value: string) =>
    publiclyListsSql(sql`s.key`, column, value);
  if (query.prefecture) conditions.push(listed('prefecture', query.prefecture));
  if (query.category) conditions.push(listed('category', query.category));
  return queryRows<DirectoryRow>(
    db,
    sql`select s.key, s.name, s.avatar, s.kind, s.role, s.details,
        coalesce(l.prefectures, '[]') as prefectures, coalesce(l.categories, '[]') as categories,
        coalesce(l.n, 0) as tariffs,
        p.key as relation_key, p.state as relation_state, p.requested_by
      from ${spaceCardsSql()} s
      left join lateral ${publicListingsSql(sql`s.key`)} l on true
      left join ${partnerships} p on p.state in ('requested', 'active')
        and ((p.buyer_key = ${me} and p.supplier_key = s.key) or (p.supplier_key = ${me} and p.buyer_key = s.key))
      where ${sql.join(conditions, sql` and `)}
      order by s.name, s.key
      limit ${query.limit + 1} offset ${offset}`,
  );
}
