import { eq, inArray, sql } from 'drizzle-orm';
import { spaceCard, spaceNameSql } from '../../../core/users/index.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { type GuideProfileDoc, guideProfiles } from '../../../db/schema/index.ts';

export type ProfileRow = typeof guideProfiles.$inferSelect & { name: string };

/** The text the directory's text filter matches: furigana, specialties and bio, NFKC and lower-case. */
export function searchTextOf(doc: GuideProfileDoc): string {
  const parts = [doc.furigana, ...doc.specialties.flatMap((s) => [s.jp, s.en]), doc.bio.jp, doc.bio.en];
  return parts.join(' ').normalize('NFKC').toLowerCase();
}

/** Languages and prefectures as the one list the directory's GIN index holds. */
export const facetsOf = (languages: string[], regions: string[]) => [
  ...languages.map((code) => `l:${code}`),
  ...regions.map((code) => `r:${code}`),
];

/** The guide space (kind and name) whether or not it has a profile; undefined when there is no such space. */
export async function findGuideSpace(db: Db, key: string) {
  // Spaces are the core users group's (docs/ARCHITECTURE.md "Table owners").
  const row = await spaceCard(db, key);
  return row && { key: row.key, kind: row.kind, name: row.name };
}

/**
 * Whether a space is a guide listed in the directory: a guide offers themselves to every buyer and
 * supplier there, as a supplier does with a published tariff, so anyone signed in may write to them.
 */
export async function isListedGuide(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: guideProfiles.spaceKey })
    .from(guideProfiles)
    .where(eq(guideProfiles.spaceKey, key))
    .limit(1);
  return !!row;
}

export async function findProfile(db: Db, key: string): Promise<ProfileRow | undefined> {
  const rows = await profilesOf(db, [key]);
  return rows[0];
}

export async function profilesOf(db: Db, keys: string[]): Promise<ProfileRow[]> {
  if (!keys.length) return [];
  const rows = await db
    .select({ profile: guideProfiles, name: spaceNameSql(guideProfiles.spaceKey) })
    .from(guideProfiles)
    .where(inArray(guideProfiles.spaceKey, [...new Set(keys)]));
  return rows.map((r) => ({ ...r.profile, name: r.name }));
}

/** Writes the whole profile (insert or replace) with the columns the directory reads. */
export async function saveProfile(db: Db, key: string, doc: GuideProfileDoc) {
  const columns = {
    doc,
    licenceType: doc.licence.type,
    languages: doc.languages.map((l) => l.code),
    regions: doc.regions,
    facets: facetsOf(
      doc.languages.map((l) => l.code),
      doc.regions,
    ),
    fullDayRate: doc.rates.fullDay,
    searchText: searchTextOf(doc),
    updatedAt: new Date(),
  };
  await db
    .insert(guideProfiles)
    .values({ spaceKey: key, ...columns })
    .onConflictDoUpdate({ target: guideProfiles.spaceKey, set: columns });
}

export async function deleteProfile(db: Db, key: string) {
  await db.delete(guideProfiles).where(eq(guideProfiles.spaceKey, key));
}

/** The first assigned job of a guide that is not over yet (a profile holding one cannot be deleted). */
export async function activeJobOf(db: Db, guide: string, today: string) {
  const [row] = await queryRows<{ key: string }>(
    db,
    sql`select key from jobs where guide_key = ${guide} and state = 'assigned' and date_to >= ${today}::date
      order by date_from limit 1`,
  );
  return row?.key;
}

/** One more completed job on the guide's record (the directory's relevance order counts them). */
export async function countCompleted(db: Db, guide: string) {
  await db
    .update(guideProfiles)
    .set({ completedJobs: sql`${guideProfiles.completedJobs} + 1` })
    .where(eq(guideProfiles.spaceKey, guide));
}
