import type { PartnershipState, PartnerTab } from '@tourtariff/shared';
import { type AnyColumn, and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { type SpaceCardRow, spaceCard, spaceCards, spaceNameLikeSql } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { partnershipHistory, partnerships } from '../../../db/schema/index.ts';
import { type ContactValue, contactsOf } from '../../contacts/index.ts';

export type PartnershipRow = typeof partnerships.$inferSelect;
export type HistoryRow = typeof partnershipHistory.$inferSelect;
/** A space's card, read through the core users group, which owns spaces (docs/ARCHITECTURE.md "Table owners"). */
export type SpaceRow = SpaceCardRow & {
  /** The space's 担当者 (docs/product-decisions.md §14), when it named one. */
  contact?: ContactValue | null;
};

export async function findSpace(db: Db, key: string): Promise<SpaceRow | undefined> {
  const row = await spaceCard(db, key);
  if (!row) return undefined;
  const contacts = await contactsOf(db, [key]);
  return { ...row, contact: contacts.get(key) ?? null };
}

export async function spacesByKey(db: Db, keys: string[]): Promise<Map<string, SpaceRow>> {
  const cards = await spaceCards(db, keys);
  const contacts = await contactsOf(db, keys);
  const rows = cards.map((row) => ({ ...row, contact: contacts.get(row.key) ?? null }));
  return new Map(rows.map((row) => [row.key, row]));
}

export async function insertPartnership(db: Db, row: typeof partnerships.$inferInsert) {
  const [created] = await db.insert(partnerships).values(row).returning();
  return created as PartnershipRow;
}

/** A partnership by key; `lock` holds it until the transaction ends, so two decisions cannot cross. */
export async function findPartnership(
  db: Db,
  key: string,
  lock = false,
): Promise<PartnershipRow | undefined> {
  const query = db.select().from(partnerships).where(eq(partnerships.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updatePartnership(
  db: Db,
  key: string,
  patch: Partial<typeof partnerships.$inferInsert>,
) {
  const [row] = await db
    .update(partnerships)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(partnerships.key, key))
    .returning();
  return row as PartnershipRow;
}

/** The open request or active partnership joining a buyer and a supplier, if any. */
export async function openBetween(db: Db, buyer: string, supplier: string) {
  const [row] = await db
    .select()
    .from(partnerships)
    .where(
      and(
        eq(partnerships.buyerKey, buyer),
        eq(partnerships.supplierKey, supplier),
        inArray(partnerships.state, ['requested', 'active']),
      ),
    );
  return row;
}

export async function insertHistory(db: Db, row: typeof partnershipHistory.$inferInsert) {
  await db.insert(partnershipHistory).values(row);
}

export async function historyOf(db: Db, key: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(partnershipHistory)
    .where(eq(partnershipHistory.partnershipKey, key))
    .orderBy(partnershipHistory.createdAt, partnershipHistory.id);
}

/** `%`, `_` and `\` typed by a user are letters, not patterns. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type ListFilter = {
  /** The spaces whose partnerships to list; null: every partnership (an administrator without a space). */
  spaces: string[] | null;
  tab?: PartnerTab | undefined;
  state?: PartnershipState | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
};

/** Which side of a row is one of `mine` and, seen from there, whether the row's request was sent or received. */
function tabCondition(tab: PartnerTab, mine: string[]): SQL | undefined {
  const mineAsBuyer = inArray(partnerships.buyerKey, mine);
  const mineAsSupplier = inArray(partnerships.supplierKey, mine);
  const sent = or(
    and(mineAsBuyer, eq(partnerships.requestedBy, 'buyer')),
    and(mineAsSupplier, eq(partnerships.requestedBy, 'supplier')),
  );
  const received = or(
    and(mineAsBuyer, eq(partnerships.requestedBy, 'supplier')),
    and(mineAsSupplier, eq(partnerships.requestedBy, 'buyer')),
  );
  switch (tab) {
    case 'active':
      return eq(partnerships.state, 'active');
    case 'received':
      return and(eq(partnerships.state, 'requested'), received);
    case 'sent':
      return and(eq(partnerships.state, 'requested'), sent);
    case 'past':
      return inArray(partnerships.state, ['declined', 'withdrawn', 'ended']);
  }
}

/** A page of partnerships, newest change first; `q` matches the other side's name (either side for an admin). */
export async function listPartnerships(db: Db, filter: ListFilter): Promise<PartnershipRow[]> {
  const mine = filter.spaces;
  const where: (SQL | undefined)[] = [];
  if (mine) {
    if (!mine.length) return [];
    where.push(or(inArray(partnerships.buyerKey, mine), inArray(partnerships.supplierKey, mine)));
    if (filter.tab) where.push(tabCondition(filter.tab, mine));
  } else if (filter.tab) {
    // Without a side of its own, an administrator's tabs are states: sent and received are both requests.
    where.push(
      filter.tab === 'past'
        ? inArray(partnerships.state, ['declined', 'withdrawn', 'ended'])
        : eq(partnerships.state, filter.tab === 'active' ? 'active' : 'requested'),
    );
  }
  if (filter.state) where.push(eq(partnerships.state, filter.state));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const named = (column: AnyColumn) => spaceNameLikeSql(column, pattern);
    const other = mine
      ? or(
          and(inArray(partnerships.buyerKey, mine), named(partnerships.supplierKey)),
          and(inArray(partnerships.supplierKey, mine), named(partnerships.buyerKey)),
        )
      : or(named(partnerships.supplierKey), named(partnerships.buyerKey));
    where.push(other);
  }
  return db
    .select()
    .from(partnerships)
    .where(and(...where))
    .orderBy(desc(partnerships.updatedAt), partnerships.key)
    .limit(filter.limit + 1)
    .offset(filter.offset);
}
