import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  conversationParticipants,
  conversations,
  guideProfiles,
  jobs,
  partnerships,
  spaceMembers,
  spaceContacts,
  spaces,
  tariffs,
} from '../../../db/schema/index.ts';

/** A space's contact person as one value, null when it has none (a left join finds no row). */
const contactColumn = sql<
  SpaceCardRow['contact']
>`case when ${spaceContacts.name} is null then null else json_build_object('name', ${spaceContacts.name}, 'department', ${spaceContacts.department}, 'phone', ${spaceContacts.phone}) end`;

export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;
export type SpaceCardRow = {
  key: string;
  name: string;
  avatar: string | null;
  logo: string | null;
  role: string;
  /** The space's 担当者 (docs/product-decisions.md §13), when it named one. */
  contact: { name: string; department: string; phone: string } | null;
};

export async function findConversation(db: Db, key: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.key, key));
  return row;
}

export async function participantsOf(db: Db, keys: string[]): Promise<ParticipantRow[]> {
  if (!keys.length) return [];
  return db
    .select()
    .from(conversationParticipants)
    .where(inArray(conversationParticipants.conversationKey, keys));
}

export async function findAbout(db: Db, kind: string, key: string, sig: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.aboutKind, kind as 'tariff'),
        eq(conversations.aboutKey, key),
        eq(conversations.spacesSig, sig),
      ),
    );
  return row;
}

export async function insertConversation(
  db: Db,
  row: typeof conversations.$inferInsert,
  spaceKeys: string[],
): Promise<ConversationRow> {
  const [created] = await db.insert(conversations).values(row).returning();
  await db
    .insert(conversationParticipants)
    .values(
      spaceKeys.map((spaceKey) => ({ conversationKey: row.key, spaceKey, lastMessageAt: row.lastMessageAt })),
    );
  return created as ConversationRow;
}

export async function setArchived(db: Db, key: string, space: string, archived: boolean) {
  await db
    .update(conversationParticipants)
    .set({ archived })
    .where(
      and(eq(conversationParticipants.conversationKey, key), eq(conversationParticipants.spaceKey, space)),
    );
}

/** Spaces as the messenger shows them: name, logo (else avatar), role. */
export async function spaceCards(db: Db, keys: string[]): Promise<Map<string, SpaceCardRow>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({
      key: spaces.key,
      name: spaces.name,
      avatar: spaces.avatar,
      logo: sql<string | null>`${spaces.details}->>'logo'`,
      role: spaces.role,
      contact: contactColumn,
    })
    .from(spaces)
    .leftJoin(spaceContacts, eq(spaceContacts.spaceKey, spaces.key))
    .where(inArray(spaces.key, [...new Set(keys)]));
  return new Map(rows.map((row) => [row.key, row]));
}

/** Spaces' details for the printable confirmation (address and contact as stored, if any). */
export async function spaceDetails(db: Db, keys: string[]) {
  if (!keys.length) return new Map<string, Record<string, unknown>>();
  const rows = await db
    .select({ key: spaces.key, details: spaces.details })
    .from(spaces)
    .where(inArray(spaces.key, keys));
  return new Map(rows.map((row) => [row.key, row.details as Record<string, unknown>]));
}

/** Everyone to tell: the members of some spaces, each person once with the space they belong to. */
export async function membersOf(db: Db, keys: string[]) {
  if (!keys.length) return [];
  return db
    .select({ sub: spaceMembers.sub, space: spaceMembers.spaceKey })
    .from(spaceMembers)
    .where(inArray(spaceMembers.spaceKey, keys));
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

/** Whether two spaces are active trading partners (either way round). */
export async function activePartners(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ key: partnerships.key })
    .from(partnerships)
    .where(
      and(
        eq(partnerships.state, 'active'),
        or(
          and(eq(partnerships.buyerKey, a), eq(partnerships.supplierKey, b)),
          and(eq(partnerships.buyerKey, b), eq(partnerships.supplierKey, a)),
        ),
      ),
    )
    .limit(1);
  return !!row;
}

export async function findPartnershipSpaces(db: Db, key: string) {
  const [row] = await db
    .select({ buyer: partnerships.buyerKey, supplier: partnerships.supplierKey, state: partnerships.state })
    .from(partnerships)
    .where(eq(partnerships.key, key));
  return row;
}

/** A tariff as the messenger needs it: whose it is, whether buyers may see it, its title. */
export async function findTariffCard(db: Db, key: string) {
  const [row] = await db
    .select({
      key: tariffs.key,
      spaceKey: tariffs.spaceKey,
      state: tariffs.state,
      visibility: tariffs.visibility,
      category: tariffs.category,
      titleJp: tariffs.titleJp,
      titleEn: tariffs.titleEn,
    })
    .from(tariffs)
    .where(eq(tariffs.key, key));
  return row;
}

/** Titles of the records conversations are about, for their cards. */
export async function aboutTitles(db: Db, abouts: { kind: string; key: string }[]) {
  const titles = new Map<string, { jp: string; en: string }>();
  const tariffKeys = abouts.filter((a) => a.kind === 'tariff').map((a) => a.key);
  if (tariffKeys.length) {
    const rows = await db
      .select({ key: tariffs.key, jp: tariffs.titleJp, en: tariffs.titleEn })
      .from(tariffs)
      .where(inArray(tariffs.key, tariffKeys));
    for (const row of rows) titles.set(`tariff:${row.key}`, { jp: row.jp, en: row.en });
  }
  const jobKeys = abouts.filter((a) => a.kind === 'job').map((a) => a.key);
  if (jobKeys.length) {
    const rows = await db
      .select({ key: jobs.key, jp: jobs.titleJp, en: jobs.titleEn })
      .from(jobs)
      .where(inArray(jobs.key, jobKeys));
    for (const row of rows) titles.set(`job:${row.key}`, { jp: row.jp, en: row.en });
  }
  // A guide's name is one text in both languages.
  const guideKeys = abouts.filter((a) => a.kind === 'guide').map((a) => a.key);
  if (guideKeys.length) {
    const rows = await db
      .select({ key: spaces.key, name: spaces.name })
      .from(spaces)
      .where(inArray(spaces.key, guideKeys));
    for (const row of rows) titles.set(`guide:${row.key}`, { jp: row.name, en: row.name });
  }
  return titles;
}
