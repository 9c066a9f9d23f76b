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
  /** Only these guide spaces (the verified ones, when the directory asks for them). */
  only?: string[] | undefined;
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
  if (f.only) where.push(sql`g.space_key = any(${`{${f.only.join(',')}}`}::text[])`);
  for (const word of f.words)
    where.push(sql`(g.search_text like ${like(word)} or exists (select 1 from spaces s
      where s.key = g.space_key and lower(s.name) like ${like(word)}))`);
  if (f.specialty) {
    const pattern = like(f.specialty.normalize('NFKC').toLowerCase());
    where.push(sql`exists (select 1 from jsonb_array_elements(g.doc -> 'specialties') t(tag)
      where lower(t.tag ->> 'jp') like ${pattern} or lower(t.tag ->> 'en') like ${pattern})`);
  }
  return where;
}

const orders: Record<GuideSort, (t: string) => SQL> = {
  relevance: (t) => sql.raw(`${t}.completed_jobs desc, ${t}.updated_at desc, ${t}.space_key`),
  rate: (t) => sql.raw(`${t}.full_day_rate, ${t}.space_key`),
  // No guide ratings exist yet (the hook is `rating: null`): experience stands in, so the order is stable.
  rating: (t) => sql.raw(`${t}.completed_jobs desc, ${t}.space_key`),
};

/**
 * `POST /api/v1/Guide/search`: matching guide space keys, one more than a page (to tell if another follows).
 * The candidates are sorted first (`offset 0` keeps the planner from merging the two levels), and the calendar
 * is asked only about those the page reaches, not about every candidate of a popular language and prefecture.
 */
export async function searchGuides(db: Db, f: SearchFilter): Promise<string[]> {
  const where = conditions(f);
  const free =
    f.from && f.to
      ? sql`where not exists (select 1 from guide_days d
          where d.guide_key = c.space_key and d.day between ${f.from}::date and ${f.to}::date)`
      : sql``;
  const rows = await queryRows<{ space_key: string }>(
    db,
    sql`select c.space_key from (
        select g.space_key, g.completed_jobs, g.updated_at, g.full_day_rate from guide_profiles g
        ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
        order by ${orders[f.sort]('g')} offset 0) c
      ${free}
      order by ${orders[f.sort]('c')} limit ${f.limit + 1} offset ${f.offset}`,
  );
  return rows.map((r) => r.space_key);
}
