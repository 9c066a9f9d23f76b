import { addDays, guideProfileFields, japanDay } from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import type { GuideProfileDoc } from '../../../db/schema/index.ts';
import { replaceUnavailable } from '../repository/days.ts';
import { saveProfile } from '../repository/profiles.ts';

/**
 * The demo guide's profile, written through the same contract as the API, with a few days
 * marked unavailable relative to today so the calendar always shows some.
 */
export async function seedGuideProfile(db: Db, space: string, profile: unknown, unavailableIn: number[]) {
  const doc = guideProfileFields.parse(profile) as GuideProfileDoc;
  await saveProfile(db, space, doc);
  const today = japanDay();
  const days = unavailableIn.map((offset) => addDays(today, offset));
  await replaceUnavailable(db, space, today, addDays(today, 366), days);
}
