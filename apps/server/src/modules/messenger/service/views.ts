import type { AttachmentType, Conversation, Message, MessengerSpace } from '@tourtariff/shared';
import { peopleBySub, personShown } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { contactField } from '../../contacts/index.ts';
import {
  aboutTitles,
  type ConversationRow,
  participantsOf,
  type SpaceCardRow,
  spaceCards,
} from '../repository/conversations.ts';
import { type AttachmentRow, attachmentsOf, type MessageRow, messagesById } from '../repository/messages.ts';

export function spaceView(card: SpaceCardRow | undefined, key: string): MessengerSpace {
  const role = card?.role === 'supplier' || card?.role === 'guide' ? card.role : 'buyer';
  const contact = contactField(key, card?.contact ?? null);
  return { key, name: card?.name ?? key, logo: card?.logo || card?.avatar || null, role, ...contact };
}

export const attachmentView = (row: AttachmentRow) => ({
  hash: row.hash,
  name: row.name,
  type: row.type as AttachmentType,
  size: row.size,
  url: `/api/messenger/${row.conversationKey}/attachments/${row.hash}`,
});

/**
 * Messages as the API answers them to `me` acting for `space`: their attachments and senders in one statement
 * each; a sender is named, and their address shown only to the sender's own space. `readBy` counts the people
 * (other than the sender) whose read mark has reached the message.
 */
export async function messageViews(
  db: Db,
  rows: MessageRow[],
  viewer: { me: string; space: string },
  marks: { sub: string; messageId: number }[] = [],
): Promise<Message[]> {
  const { me, space } = viewer;
  const attachments = await attachmentsOf(
    db,
    rows.map((row) => row.id),
  );
  const people = await peopleBySub(
    db,
    rows.map((row) => row.sender),
  );
  return rows.map((row) => ({
    key: row.key,
    conversation: row.conversationKey,
    space: row.spaceKey,
    sender: personShown(row.sender, people.get(row.sender), row.spaceKey === space, row.senderName),
    text: row.body,
    attachments: attachments.filter((a) => a.messageId === row.id).map(attachmentView),
    inquiry: row.inquiryKey,
    at: row.createdAt.toISOString(),
    mine: row.sender === me,
    readBy: marks.filter((mark) => mark.sub !== row.sender && mark.messageId >= row.id).length,
  }));
}

type Listed = Pick<ConversationRow, 'key' | 'subject' | 'aboutKind' | 'aboutKey' | 'lastMessageId'> & {
  lastMessageAt: Date;
  unread: number;
  archived: boolean;
};

/** Conversations as the list and the thread show them: five statements for a whole page. */
export async function conversationViews(
  db: Db,
  rows: Listed[],
  space: string,
  me: string,
): Promise<Conversation[]> {
  const participants = await participantsOf(
    db,
    rows.map((row) => row.key),
  );
  const cards = await spaceCards(
    db,
    participants.map((p) => p.spaceKey),
  );
  const titles = await aboutTitles(
    db,
    rows.flatMap((row) =>
      row.aboutKind && row.aboutKey ? [{ kind: row.aboutKind, key: row.aboutKey }] : [],
    ),
  );
  const lastRows = await messagesById(
    db,
    rows.flatMap((row) => (row.lastMessageId ? [row.lastMessageId] : [])),
  );
  const lasts = new Map(
    (await messageViews(db, lastRows, { me, space })).map((m, i) => [lastRows[i]?.id, m]),
  );
  return rows.map((row) => {
    const spaces = participants.filter((p) => p.conversationKey === row.key).map((p) => p.spaceKey);
    const views = spaces.map((key) => spaceView(cards.get(key), key));
    const other = views.find((v) => v.key !== space) ?? spaceView(undefined, space);
    const about =
      row.aboutKind && row.aboutKey
        ? {
            kind: row.aboutKind,
            key: row.aboutKey,
            title: titles.get(`${row.aboutKind}:${row.aboutKey}`) ?? { jp: row.aboutKey, en: row.aboutKey },
          }
        : null;
    return {
      key: row.key,
      subject: row.subject,
      about,
      participants: views,
      other,
      space,
      last: (row.lastMessageId && lasts.get(row.lastMessageId)) || null,
      unread: row.unread,
      archived: row.archived,
      updatedAt: row.lastMessageAt.toISOString(),
    };
  });
}
