import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { conversationParticipants, inquiries, messageReads, messages } from '../../../db/schema/index.ts';

export type InquiryCounts = { toAnswer: number; quotesToAnswer: number; unread: number };

/**
 * For the home page (docs/product-decisions.md §15): inquiries a supplier has still to answer, quotes a buyer has
 * still to answer, and the conversations of the space holding messages of the other side after the person's read
 * mark (as the conversation list counts them).
 */
export async function inquiryCounts(db: Db, space: string, sub: string): Promise<InquiryCounts> {
  const [row] = await queryRows<InquiryCounts>(
    db,
    sql`select
      (select count(*)::int from ${inquiries} q where q.supplier_key = ${space} and q.state = 'open') as "toAnswer",
      (select count(*)::int from ${inquiries} q where q.buyer_key = ${space} and q.state = 'quoted') as "quotesToAnswer",
      (select count(*)::int from ${conversationParticipants} p
         where p.space_key = ${space} and not p.archived and exists (
           select 1 from ${messages} m
           where m.conversation_key = p.conversation_key and m.space_key <> p.space_key
             and m.id > coalesce((select r.message_id from ${messageReads} r
                                  where r.conversation_key = p.conversation_key and r.sub = ${sub}), 0))) as "unread"`,
  );
  return row as InquiryCounts;
}
