import type { Db } from '../../../db/client.ts';
import { findProfile } from '../../guides/index.ts';
import { type GuideJobCounts, guideJobCounts } from '../repository/today.ts';

/** A guide's job counts; a guide without a profile yet matches nothing. */
export async function jobCountsForGuide(db: Db, guide: string, today: string): Promise<GuideJobCounts> {
  const profile = await findProfile(db, guide);
  return guideJobCounts(
    db,
    guide,
    { languages: profile?.languages ?? [], regions: profile?.regions ?? [] },
    today,
  );
}
