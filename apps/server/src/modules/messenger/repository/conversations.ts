import { and, eq, inArray } from 'drizzle-orm';
import { spaceCards as coreSpaceCards, membersOfSpaces, spaceNames } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { conversationParticipants, conversations } from '../../../db/schema/index.ts';
import { contactsOf } from '../../contacts/index.ts';
import { isListedGuide } from '../../guides/index.ts';
import { activeBetween, partnershipSpaces } from '../../partners/index.ts';
import { cardOf, tariffTitles } from '../../tariffs/index.ts';
import { jobTitles } from '../job-titles.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;
export type SpaceCardRow = {
  key: string;
  name: string;
  avatar: string | null;
  logo: string | null;
  role: string;
  /** The space's 担当者 (docs/product-decisions.md §14), when it named one. */
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

/*
 * Spaces and members are the core users group's, tariffs the tariffs module's, partnerships the partners
 * module's and guide profiles the guides module's (docs/ARCHITECTURE.md "Table owners"): the messenger reads
 * them through their index.ts.
 */

/** Spaces as the messenger shows them: name, logo (else avatar), role. */
export async function spaceCards(db: Db, keys: string[]): Promise<Map<string, SpaceCardRow>> {
  const rows = await coreSpaceCards(db, keys);
  const contacts = await contactsOf(db, keys);
  return new Map(
    rows.map((row) => {
      const logo = (row.details as { logo?: unknown } | null)?.logo;
      const card = {
        key: row.key,
        name: row.name,
        avatar: row.avatar,
        logo: logo === undefined || logo === null ? null : String(logo),
        role: row.role,
        contact: contacts.get(row.key) ?? null,
      };
      return [row.key, card];
    }),
  );
}

/** Spaces' details for the printable confirmation (address and contact as stored, if any). */
export async function spaceDetails(db: Db, keys: string[]) {
  const rows = await coreSpaceCards(db, keys);
  return new Map(rows.map((row) => [row.key, row.details as Record<string, unknown>]));
}

/** Everyone to tell: the members of some spaces, each person once with the space they belong to. */
export const membersOf = membersOfSpaces;

export { isListedGuide };

/** Whether two spaces are active trading partners (either way round). */
export const activePartners = activeBetween;

export const findPartnershipSpaces = partnershipSpaces;

/** A tariff as the messenger needs it: whose it is, whether buyers may see it, its title. */
export const findTariffCard = cardOf;

/** Titles of the records conversations are about, for their cards. */
export async function aboutTitles(db: Db, abouts: { kind: string; key: string }[]) {
  const titles = new Map<string, { jp: string; en: string }>();
  const tariffKeys = abouts.filter((a) => a.kind === 'tariff').map((a) => a.key);
  for (const [key, title] of await tariffTitles(db, tariffKeys)) titles.set(`tariff:${key}`, title);
  const jobKeys = abouts.filter((a) => a.kind === 'job').map((a) => a.key);
  if (jobKeys.length)
    for (const [key, title] of await jobTitles()(db, jobKeys)) titles.set(`job:${key}`, title);
  // A guide's name is one text in both languages.
  const guideKeys = abouts.filter((a) => a.kind === 'guide').map((a) => a.key);
  for (const [key, name] of await spaceNames(db, guideKeys))
    titles.set(`guide:${key}`, { jp: name, en: name });
  return titles;
}
