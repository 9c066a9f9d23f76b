import type { MessageSendBody } from '@tourtariff/shared';
import { type Actor, actorName } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { newKey } from '../../../kit/index.ts';
import { setArchived, spaceCards } from '../repository/conversations.ts';
import { unreadIn, unreadTotal } from '../repository/list.ts';
import {
  attachToMessage,
  findMessage,
  insertMessage,
  markRead,
  pageMessages,
  readMarks,
  uploadsIn,
} from '../repository/messages.ts';
import { actingSpace, type Ctx, type Participation, participation } from './access.ts';
import { decodeIdCursor, encodeIdCursor } from './cursor.ts';
import { bilingual, notifyOthers, publishEvent } from './live.ts';
import { conversationViews, messageViews } from './views.ts';

export type Sender = { sub: string; name: string };
export const senderOf = (actor: Actor): Sender => ({ sub: actor.identity.sub, name: actorName(actor) });

const NEW_MESSAGE = { jp: '新着メッセージ', en: 'New message' };

/** The conversation as its thread header shows it, for the caller's space. */
async function conversationOf(ctx: Ctx, actor: Actor, p: Participation, unread = 0) {
  const [view] = await conversationViews(
    ctx.database.db,
    [{ ...p.row, unread, archived: p.archived }],
    p.mine,
    actor.identity.sub,
  );
  return view as NonNullable<typeof view>;
}

/**
 * Stores one message from the caller's participating space: text, attachments uploaded to this conversation,
 * or an inquiry card (`inquiry`, from the inquiries service, inside its transaction). Events and the bell
 * follow once it has committed.
 */
export async function storeMessage(
  db: Db,
  sender: Sender,
  p: Pick<Participation, 'row' | 'mine'>,
  input: { text: string; hashes: string[]; inquiry?: string },
) {
  const uploads = await uploadsIn(db, p.row.key, input.hashes);
  const unknown = input.hashes.find((hash) => !uploads.some((u) => u.hash === hash));
  if (unknown)
    throw new AppError('messenger.attachment_unknown', `body.attachments: ${unknown} was not uploaded here`, {
      params: { hash: unknown },
      fields: [
        {
          field: 'body.attachments',
          rule: 'uploaded',
          message: 'must be uploaded to this conversation first',
        },
      ],
    });
  const chosen = [...new Set(input.hashes)].map(
    (hash) => uploads.find((u) => u.hash === hash) as (typeof uploads)[0],
  );
  const message = await insertMessage(
    db,
    {
      key: newKey('ms'),
      conversationKey: p.row.key,
      spaceKey: p.mine,
      sender: sender.sub,
      senderName: sender.name,
      body: input.text,
      inquiryKey: input.inquiry ?? null,
    },
    new Date(),
  );
  await attachToMessage(db, chosen, message.id);
  // The sender has read what they wrote.
  await markRead(db, p.row.key, sender.sub, message.id);
  return message;
}

/** After a message committed: live event to every participant, the bell of the other sides (`what` happened). */
export async function announceMessage(
  ctx: Ctx,
  actor: Actor,
  p: Participation,
  message: { key: string; createdAt: Date; body: string },
  what: { jp: string; en: string } = NEW_MESSAGE,
) {
  await publishEvent(ctx, 'message', p.spaces, {
    conversation: p.row.key,
    message: message.key,
    space: p.mine,
    sender: actor.identity.sub,
    at: message.createdAt.toISOString(),
  });
  const from = (await spaceCards(ctx.database.db, [p.mine])).get(p.mine)?.name ?? p.mine;
  await notifyOthers(ctx, {
    conversation: p.row.key,
    spaces: p.spaces,
    from: p.mine,
    ...bilingual(what, from, message.body),
    link: `/messages/${p.row.key}`,
    // Chat collapses (several messages a minute ring once); an inquiry always rings.
    collapse: what === NEW_MESSAGE,
    except: actor.identity.sub,
    kind: what === NEW_MESSAGE ? 'message' : 'inquiry',
  });
}

/** `POST /api/messenger/{id}`: sends a message; nothing is stored when any part is refused. */
export async function sendMessage(ctx: Ctx, actor: Actor, key: string, body: MessageSendBody) {
  const text = body.text ?? '';
  const hashes = body.attachments ?? [];
  if (!text && !hashes.length)
    throw new AppError('messenger.empty_message', 'body.text: a message needs text or an attachment', {
      fields: [{ field: 'body.text', rule: 'required', message: 'needs text or an attachment' }],
    });
  const p = await participation(ctx, actor, key, body.space);
  const message = await ctx.database.db.transaction((tx) =>
    storeMessage(tx, senderOf(actor), p, { text, hashes }),
  );
  await announceMessage(ctx, actor, p, message);
  const [view] = await messageViews(ctx.database.db, [message], { me: actor.identity.sub, space: p.mine });
  return view as NonNullable<typeof view>;
}

/** `GET /api/messenger/{id}`: the conversation and a page of its messages, newest first. */
export async function readThread(
  ctx: Ctx,
  actor: Actor,
  key: string,
  query: { cursor?: string | undefined; limit: number },
) {
  const p = await participation(ctx, actor, key);
  const { db } = ctx.database;
  const before = decodeIdCursor(query.cursor, 'querystring.cursor');
  const rows = await pageMessages(db, key, before, query.limit);
  const page = rows.slice(0, query.limit);
  const marks = await readMarks(db, key);
  const mineMark = marks.find((m) => m.sub === actor.identity.sub)?.messageId ?? 0;
  const items = await messageViews(db, page, { me: actor.identity.sub, space: p.mine }, marks);
  const last = page.at(-1);
  return {
    conversation: await conversationOf(ctx, actor, p, await unreadIn(db, key, p.mine, actor.identity.sub)),
    items,
    next: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
    readUpTo: page.find((m) => m.id <= mineMark)?.key ?? null,
  };
}

/** `PATCH /api/messenger/{id}/read`: the caller's read mark moves up to `message` (never back). */
export async function markConversationRead(ctx: Ctx, actor: Actor, key: string, messageKey: string) {
  const p = await participation(ctx, actor, key);
  const { db } = ctx.database;
  const message = await findMessage(db, key, messageKey);
  if (!message) throw new AppError('record.not_found', `No message ${messageKey}`);
  await markRead(db, key, actor.identity.sub, message.id);
  await publishEvent(ctx, 'read', p.spaces, {
    conversation: key,
    message: messageKey,
    reader: actor.identity.sub,
    space: p.mine,
  });
  return unreadTotal(db, p.mine, actor.identity.sub);
}

/** `PATCH /api/messenger/{id}/archive | unarchive`: for the caller's space only. */
export async function archiveConversation(
  ctx: Ctx,
  actor: Actor,
  key: string,
  space: string | undefined,
  archived: boolean,
) {
  const p = await participation(ctx, actor, key, space);
  await setArchived(ctx.database.db, key, p.mine, archived);
  return conversationOf(ctx, actor, { ...p, archived });
}

/** `GET /api/messenger/unread`: the envelope's count for the acting space. */
export async function unreadCount(ctx: Ctx, actor: Actor, space: string | undefined) {
  const mine = actingSpace(actor, space, false);
  if (!mine) return { total: 0, conversations: 0 };
  return unreadTotal(ctx.database.db, mine, actor.identity.sub);
}
