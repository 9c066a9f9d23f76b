import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { jobs } from '../../../db/schema/index.ts';
import { textArray } from './jobs.ts';

export type GuideJobCounts = { upcoming: number; matching: number };

/**
 * For a guide's home page (docs/product-decisions.md §15): jobs assigned to it that have not ended, and open
 * public jobs still taking applications in its regions needing a language it speaks (the matching half of
 * "jobs for me").
 */
export async function guideJobCounts(
  db: Db,
  guide: string,
  profile: { languages: string[]; regions: string[] },
  today: string,
): Promise<GuideJobCounts> {
  const [row] = await queryRows<GuideJobCounts>(
    db,
    sql`select
      (select count(*)::int from ${jobs} j where j.guide_key = ${guide} and j.state = 'assigned'
         and j.date_to >= ${today}::date) as "upcoming",
      (select count(*)::int from ${jobs} j where j.state = 'open' and j.offer_to is null and j.deadline > now()
         and j.prefecture = any(${textArray(profile.regions)})
         and j.languages && ${textArray(profile.languages)}) as "matching"`,
  );
  return row as GuideJobCounts;
}
