import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

/**
 * The guides benchmark's data, written with set-based SQL from a fixed pattern so every run and
 * both engines hold the same rows: `guides` guide spaces with profiles (Japanese plus one or two of eight
 * languages, two or three prefectures, three licence types, rates around the reference), ten unavailable days
 * each within the next 90, and `jobs` jobs of 500 buyer spaces (a third open, the rest assigned, completed,
 * cancelled or expired) spread over all prefectures. The first `people` guides get a person who can sign in.
 */
export async function seedGuides(db: Db, options: { guides: number; jobs: number; people: number }) {
  const { guides, jobs, people } = options;
  await db.execute(sql`insert into businesses (key, sub, name) values ('bz_gb', 'gb-owner', 'bench')`);
  await db.execute(sql`insert into spaces (key, kind, role, category, industry, name, business_key, created_by)
    select 'sp_gb-' || i, 'guide', 'guide', 'guide', 'guide', 'ガイド ' || i, 'bz_gb', 'gb-' || i
    from generate_series(1, ${guides}) i`);
  await db.execute(sql`insert into spaces (key, kind, role, category, industry, name, business_key, created_by)
    select 'sp_jb-' || i, 'corporate', 'buyer', 'buyer', 'arranger', '旅行会社 ' || i, 'bz_gb', 'gb-owner'
    from generate_series(1, 500) i`);
  await db.execute(sql`insert into space_members (space_key, sub, role)
    select 'sp_gb-' || i, 'gb-' || i, 'owner' from generate_series(1, ${guides}) i`);
  await db.execute(sql`insert into users (sub, email, nickname)
    select 'gb-' || i, 'gb-' || i || '@bench.test', 'gb-' || i from generate_series(1, ${people}) i`);
  await db.execute(sql`insert into guide_profiles
      (space_key, doc, licence_type, languages, regions, facets, full_day_rate, search_text, completed_jobs)
    select 'sp_gb-' || i,
      jsonb_build_object(
        'licence', jsonb_build_object('type', l.t, 'number', 'B' || i, 'prefecture', p.a, 'region', ''),
        'lastTraining', '2024-04-01',
        'languages', (select jsonb_agg(jsonb_build_object('code', c, 'level', 'fluent')) from unnest(g.langs) c),
        'regions', to_jsonb(g.regs),
        'specialties', jsonb_build_array(jsonb_build_object('jp', '寺院', 'en', 'Temples')),
        'bio', jsonb_build_object('jp', '', 'en', ''), 'photo', '', 'furigana', 'がいど',
        'rates', jsonb_build_object('fullDay', 25000 + (i % 20) * 1000, 'halfDay', 18000, 'overtimeHour', 2000)),
      l.t, g.langs, g.regs,
      array(select 'l:' || x from unnest(g.langs) x) || array(select 'r:' || x from unnest(g.regs) x), 25000 + (i % 20) * 1000, 'がいど 寺院 temples', i % 37
    from generate_series(1, ${guides}) i
    cross join lateral (select lpad(((i * 7) % 47 + 1)::text, 2, '0') as a,
      lpad(((i * 13) % 47 + 1)::text, 2, '0') as b, lpad(((i * 29) % 47 + 1)::text, 2, '0') as c) p
    cross join lateral (select (array['national', 'regional', 'none'])[1 + i % 3] as t) l
    cross join lateral (select
      array(select distinct x from unnest(array['ja', (array['en','en','en','zh','ko','fr','es','de'])[1 + i % 8],
        (array['en','zh','ko','th','it','pt','ru','vi'])[1 + (i / 8) % 8]]) x) as langs,
      array(select distinct x from unnest(array[p.a, p.b] || case when i % 2 = 0 then array[p.c] else array[]::text[] end) x) as regs) g`);
  await db.execute(sql`insert into guide_days (guide_key, day)
    select 'sp_gb-' || g, current_date + ((g * 31 + k * 17) % 90)
    from generate_series(1, ${guides}) g cross join generate_series(0, 9) k
    on conflict do nothing`);
  await db.execute(sql`insert into jobs (key, space_key, state, doc, title_jp, title_en, date_from, date_to,
      hours_per_day, prefecture, languages, group_size, fee_per_day, deadline, guide_key, created_by, created_at)
    select 'jb_b-' || i, 'sp_jb-' || (i % 500 + 1), s.state,
      jsonb_build_object('title', jsonb_build_object('jp', '案内 ' || i, 'en', 'Tour ' || i),
        'description', jsonb_build_object('jp', '', 'en', ''), 'startTime', '09:00', 'meetingPlace', '駅',
        'requirements', jsonb_build_object('licence', '[]'::jsonb, 'specialties', '[]'::jsonb)),
      '案内 ' || i, 'Tour ' || i, s.start, s.start + (i % 3), 8 + i % 3, lpad((i % 47 + 1)::text, 2, '0'),
      case when i % 4 = 0 then array['en', 'zh'] else array[(array['en','zh','ko','fr','es','de','th'])[1 + i % 7]] end,
      5 + i % 30, 30000, s.deadline, null, 'gb-owner', now() - (i % 1000) * interval '1 hour'
    from generate_series(1, ${jobs}) i
    cross join lateral (select
      (array['open','open','open','assigned','completed','completed','completed','cancelled','expired'])[1 + i % 9] as state) t
    cross join lateral (select t.state,
      case when t.state in ('open', 'assigned') then current_date + 2 + i % 120 else current_date - 1 - i % 300 end as start,
      case when t.state = 'open' then now() + (1 + i % 30) * interval '1 day' else now() - interval '1 day' end as deadline) s`);
  // What autovacuum does to a live database: statistics, and the visibility map index-only scans rely on.
  await db.execute(sql`vacuum analyze`);
}
