import type { Db } from '../../../db/client.ts';
import { findConversation, membersOf } from '../repository/conversations.ts';
import { openConversation } from './conversations.ts';
import { storeMessage } from './messages.ts';

/**
 * Demo data: a conversation between two spaces with a few messages, each from the first member of
 * the space that sends it, written through the same service functions as the API (no events or bells: nobody
 * is connected while the seed runs). Left alone when a space has no member.
 */
export async function seedConversation(
  db: Db,
  seed: {
    spaces: [string, string];
    subject: string;
    messages: { space: string; name: string; text: string }[];
  },
): Promise<string | null> {
  const members = await membersOf(db, seed.spaces);
  const author = (space: string) => members.find((m) => m.space === space)?.sub;
  if (!seed.spaces.every(author)) return null;
  const { key } = await openConversation(db, {
    spaces: seed.spaces,
    subject: seed.subject,
    about: null,
    by: author(seed.spaces[0]) as string,
  });
  const row = await findConversation(db, key);
  if (!row) return null;
  for (const message of seed.messages)
    await storeMessage(
      db,
      { sub: author(message.space) as string, name: message.name },
      { row, mine: message.space },
      {
        text: message.text,
        hashes: [],
      },
    );
  return key;
}
