import type { GuideSort } from '@tourtariff/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { facetsOf } from './profiles.ts';

export type SearchFilter = {
  words: string[];
  languages: string[];
  prefecture?: string | undefined;
  licence: string[];
  specialty?: string | undefined;
  /** Available on every day from `from` to `to` (one day: both the same). */
  from?: string | undefined;
  to?: string | undefined;
  maxRate?: number | undefined;
  sort: GuideSort;
  limit: number;
  offset: number;
};

const like = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The directory's conditions; each one a parameter, never spliced text. */
function conditions(f: SearchFilter): SQL[] {
  const where: SQL[] = [];
  // Array literals as one text parameter: drizzle would spread a JS array into a list of parameters.
  const facets = facetsOf(f.languages, f.prefecture ? [f.prefecture] : []);
  if (facets.length) where.push(sql`g.facets @> ${`{${facets.join(',')}}`}::text[]`);
  if (f.licence.length) where.push(sql`g.licence_type = any(${`{${f.licence.join(',')}}`}::text[])`);
  if (f.maxRate !== undefined) where.push(sql`g.full_day_rate <= ${f.maxRate}`);
  for (const word of f.words)
    where.push(sql`(g.search_text like ${like(word)} or lower(s.name) like ${like(word)})`);
  if (f.specialty) {
    const pattern = like(f.specialty.normalize('NFKC').toLowerCase());
    where.push(sql`exists (select 1 from jsonb_array_elements(g.doc -> 'specialties') t(tag)
      where lower(t.tag ->> 'jp') like ${pattern} or lower(t.tag ->> 'en') like ${pattern})`);
  }
  if (f.from && f.to)
    where.push(sql`not exists (select 1 from guide_days d
      where d.guide_key = g.space_key and d.day between ${f.from}::date and ${f.to}::date)`);
  return where;
}

const orders: Record<GuideSort, SQL> = {
  relevance: sql`g.completed_jobs desc, g.updated_at desc, g.space_key`,
  rate: sql`g.full_day_rate, g.space_key`,
  // No guide ratings exist yet (the hook is `rating: null`): experience stands in, so the order is stable.
  rating: sql`g.completed_jobs desc, g.space_key`,
};

/** `POST /api/v1/Guide/search`: matching guide space keys, one more than a page (to tell if another follows). */
export async function searchGuides(db: Db, f: SearchFilter): Promise<string[]> {
  const where = conditions(f);
  const rows = await queryRows<{ space_key: string }>(
    db,
    sql`select g.space_key from guide_profiles g join spaces s on s.key = g.space_key
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by ${orders[f.sort]} limit ${f.limit + 1} offset ${f.offset}`,
  );
  return rows.map((r) => r.space_key);
}
