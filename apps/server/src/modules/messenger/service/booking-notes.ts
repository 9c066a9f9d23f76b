import type { BookingNote } from '../../bookings/index.ts';
import type { Ctx } from './access.ts';
import { openConversation } from './conversations.ts';
import { publishEvent } from './live.ts';
import { storeMessage } from './messages.ts';

/**
 * A booking's state change as a message in the conversation about its tariff between the two spaces (opened
 * when there is none yet), sent as the person who acted for their space (docs/product-decisions.md §15). The
 * bookings module rings the bell itself, so only the live event follows here.
 */
export async function postBookingNote(ctx: Pick<Ctx, 'database' | 'log'>, note: BookingNote): Promise<void> {
  const { db } = ctx.database;
  const spaces = [note.buyer, note.supplier];
  const { key, row } = await openConversation(db, {
    spaces,
    subject: note.subject,
    about: { kind: 'tariff', key: note.tariff },
    by: note.sender.sub,
  });
  const message = await db.transaction((tx) =>
    storeMessage(tx, note.sender, { row, mine: note.space }, { text: note.text, hashes: [] }),
  );
  await publishEvent(ctx as Ctx, 'message', spaces, {
    conversation: key,
    message: message.key,
    space: note.space,
    sender: note.sender.sub,
    at: message.createdAt.toISOString(),
  });
}
