import { profileDetails, profileRuleIssues } from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import type { SpaceDetails } from '../../../db/schema/index.ts';
import { writeProfileDetails } from '../repository/profiles.ts';
import { findSpace } from '../repository/spaces.ts';

/**
 * docs/product-decisions.md §9 demo data: a space's business profile, through the same contract and rules as the
 * API, so the seed can never hold what the API refuses (a wrong check digit fails the start, not a page).
 */
export async function seedBusinessProfile(db: Db, key: string, input: unknown): Promise<void> {
  const space = await findSpace(db, key);
  if (!space || space.kind === 'guide') return;
  const details = profileDetails.parse(input);
  const issues = profileRuleIssues(details, space.kind);
  if (issues.length)
    throw new Error(`demo profile ${key}: ${issues.map((i) => `${i.path} ${i.rule}`).join(', ')}`);
  await writeProfileDetails(db, key, details as SpaceDetails);
}
