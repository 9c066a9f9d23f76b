import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  conversationParticipants,
  conversations,
  messageAttachments,
  messageReads,
  messages,
} from '../../../db/schema/index.ts';

export type MessageRow = typeof messages.$inferSelect;
export type AttachmentRow = typeof messageAttachments.$inferSelect;

/**
 * Stores a message and moves its conversation to the top of every participant's list, with the moment taken in
 * JavaScript (millisecond precision), so a list cursor holding it matches the stored value exactly.
 */
export async function insertMessage(db: Db, row: Omit<typeof messages.$inferInsert, 'createdAt'>, at: Date) {
  const [created] = await db
    .insert(messages)
    .values({ ...row, createdAt: at })
    .returning();
  const message = created as MessageRow;
  await db
    .update(conversations)
    .set({ lastMessageId: message.id, lastMessageAt: at })
    .where(eq(conversations.key, row.conversationKey));
  // A new message brings an archived conversation back for every side.
  await db
    .update(conversationParticipants)
    .set({ lastMessageAt: at, archived: false })
    .where(eq(conversationParticipants.conversationKey, row.conversationKey));
  return message;
}

export async function findMessage(db: Db, conversation: string, key: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationKey, conversation), eq(messages.key, key)));
  return row;
}

export async function messagesById(db: Db, ids: number[]): Promise<MessageRow[]> {
  if (!ids.length) return [];
  return db.select().from(messages).where(inArray(messages.id, ids));
}

/** A page of a conversation's messages, newest first, before the message with id `before`. */
export async function pageMessages(db: Db, conversation: string, before: number | null, limit: number) {
  return db
    .select()
    .from(messages)
    .where(
      and(eq(messages.conversationKey, conversation), before === null ? undefined : lt(messages.id, before)),
    )
    .orderBy(desc(messages.id))
    .limit(limit + 1);
}

export async function readMarks(db: Db, conversation: string) {
  return db
    .select({ sub: messageReads.sub, messageId: messageReads.messageId })
    .from(messageReads)
    .where(eq(messageReads.conversationKey, conversation));
}

/** Moves a person's read mark forward only: reading an older message again changes nothing. */
export async function markRead(db: Db, conversation: string, sub: string, messageId: number) {
  await db
    .insert(messageReads)
    .values({ conversationKey: conversation, sub, messageId })
    .onConflictDoUpdate({
      target: [messageReads.conversationKey, messageReads.sub],
      set: {
        messageId: sql`greatest(${messageReads.messageId}, excluded.message_id)`,
        readAt: sql`now()`,
      },
    });
}

/**
 * Claims the right to notify a space about a conversation: true at most once a minute, atomically, so several
 * messages in quick succession (from any process) raise one notification.
 */
export async function claimNotification(db: Db, conversation: string, space: string): Promise<boolean> {
  const rows = await db
    .update(conversationParticipants)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        eq(conversationParticipants.conversationKey, conversation),
        eq(conversationParticipants.spaceKey, space),
        sql`(${conversationParticipants.notifiedAt} is null or ${conversationParticipants.notifiedAt} < now() - interval '1 minute')`,
      ),
    )
    .returning({ space: conversationParticipants.spaceKey });
  return rows.length > 0;
}

export async function insertAttachment(db: Db, row: typeof messageAttachments.$inferInsert) {
  const [created] = await db.insert(messageAttachments).values(row).returning();
  return created as AttachmentRow;
}

/** The newest upload of each hash to a conversation: what a message may carry and a participant may fetch. */
export async function uploadsIn(db: Db, conversation: string, hashes: string[]): Promise<AttachmentRow[]> {
  if (!hashes.length) return [];
  return db
    .select()
    .from(messageAttachments)
    .where(
      and(eq(messageAttachments.conversationKey, conversation), inArray(messageAttachments.hash, hashes)),
    )
    .orderBy(desc(messageAttachments.id));
}

/** Hands pending uploads to a message; an upload already sent is copied, so a file can be forwarded again. */
export async function attachToMessage(db: Db, uploads: AttachmentRow[], messageId: number) {
  for (const upload of uploads) {
    if (upload.messageId === null) {
      const claimed = await db
        .update(messageAttachments)
        .set({ messageId })
        .where(and(eq(messageAttachments.id, upload.id), isNull(messageAttachments.messageId)))
        .returning({ id: messageAttachments.id });
      if (claimed.length) continue;
    }
    const { id: _id, createdAt: _at, ...copy } = upload;
    await db.insert(messageAttachments).values({ ...copy, messageId });
  }
}

export async function attachmentsOf(db: Db, messageIds: number[]): Promise<AttachmentRow[]> {
  if (!messageIds.length) return [];
  return db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(messageAttachments.id);
}
