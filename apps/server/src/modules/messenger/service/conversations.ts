import type { AboutKind, ConversationCreateBody, conversationListBody } from '@tourtariff/shared';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { newKey } from '../../../kit/index.ts';
import { readerFor } from '../../tariffs/index.ts';
import {
  activePartners,
  type ConversationRow,
  findAbout,
  findPartnershipSpaces,
  findTariffCard,
  insertConversation,
  isListedGuide,
  spaceCards,
} from '../repository/conversations.ts';
import { listConversations } from '../repository/list.ts';
import { actingSpace, type Ctx, notFound } from './access.ts';
import { decodeListCursor, encodeListCursor } from './cursor.ts';
import { conversationViews } from './views.ts';

type About = { kind: AboutKind; key: string };

/**
 * Opens the conversation between `spaces` about `about`, or answers the one already open (a second "contact
 * supplier" lands in the first conversation). No permission check: the callers (the route's service below, the
 * jobs module later) decide who may talk first. Two calls at once: the unique index keeps one.
 */
export async function openConversation(
  db: Db,
  input: { spaces: string[]; subject: string; about: About | null; by: string },
): Promise<{ key: string; created: boolean; row: ConversationRow }> {
  const spaces = [...new Set(input.spaces)].sort();
  const sig = spaces.join(' ');
  const existing = async () =>
    input.about ? await findAbout(db, input.about.kind, input.about.key, sig) : undefined;
  const found = await existing();
  if (found) return { key: found.key, created: false, row: found };
  try {
    const row = await db.transaction((tx) =>
      insertConversation(
        tx,
        {
          key: newKey('cv'),
          subject: input.subject,
          aboutKind: input.about?.kind ?? null,
          aboutKey: input.about?.key ?? null,
          spacesSig: sig,
          createdBy: input.by,
          lastMessageAt: new Date(),
        },
        spaces,
      ),
    );
    return { key: row.key, created: true, row };
  } catch (error) {
    const raced = await existing();
    if (raced) return { key: raced.key, created: false, row: raced };
    throw error;
  }
}

/**
 * Who may start a conversation: anyone signed in with the supplier of a published tariff they
 * can read, about that tariff, or with a guide listed in the directory; otherwise only active trading
 * partners (no unsolicited messages).
 */
async function assertMayStart(ctx: Ctx, actor: Actor, mine: string, others: string[], about?: About) {
  const { db } = ctx.database;
  if (about?.kind === 'tariff') {
    const tariff = await findTariffCard(db, about.key);
    const reader = await readerFor(ctx, actor);
    const readable =
      tariff?.state === 'published' &&
      (tariff.visibility === 'public' || reader.partners.includes(tariff.spaceKey));
    if (!tariff || !readable) throw notFound(`tariff ${about.key}`);
    if (others.length !== 1 || others[0] !== tariff.spaceKey)
      throw new AppError(
        'messenger.wrong_supplier',
        'body.participants: must be the tariff’s supplier space',
        {
          params: { supplier: tariff.spaceKey },
          fields: [
            {
              field: 'body.participants',
              rule: 'tariff_supplier',
              message: 'must be the tariff’s supplier space',
            },
          ],
        },
      );
    return;
  }
  // "Message" on a guide's page: one-to-one with a guide listed in the directory, about them.
  if (about?.kind === 'guide') {
    if (others.length !== 1 || others[0] !== about.key || !(await isListedGuide(db, about.key)))
      throw notFound(`guide ${about.key}`);
    return;
  }
  if (about?.kind === 'partnership') {
    const partnership = await findPartnershipSpaces(db, about.key);
    const pair = partnership ? [partnership.buyer, partnership.supplier] : [];
    if (!pair.includes(mine) || !others.every((o) => pair.includes(o)))
      throw notFound(`partnership ${about.key}`);
  }
  // Jobs open their conversations through openConversation; until then no job record exists to talk about.
  if (about?.kind === 'job') throw notFound(`job ${about.key}`);
  for (const other of others)
    if (!(await activePartners(db, mine, other)))
      throw new AppError(
        'messenger.not_partners',
        `body.participants: ${other} is not an active trading partner`,
        {
          params: { space: other },
          fields: [
            { field: 'body.participants', rule: 'partners', message: 'must be an active trading partner' },
          ],
        },
      );
}

/** `POST /api/messenger/new`: answers `{key}` of the new conversation, or of the one already about this. */
export async function createConversation(ctx: Ctx, actor: Actor, body: ConversationCreateBody) {
  const mine = actingSpace(actor, body.space, true);
  if (!mine)
    throw new AppError('messenger.no_space', 'body.space: you have no space to write from', {
      params: { space: '' },
    });
  const others = [...new Set(body.participants)].filter((space) => space !== mine);
  if (!others.length)
    throw new AppError('messenger.self', 'body.participants: must name another space', {
      fields: [{ field: 'body.participants', rule: 'not_self', message: 'must name another space' }],
    });
  const cards = await spaceCards(ctx.database.db, others);
  const missing = others.find((space) => !cards.has(space));
  if (missing)
    throw new AppError('messenger.unknown_participant', `body.participants: no space ${missing}`, {
      params: { space: missing },
      fields: [
        {
          field: 'body.participants',
          rule: 'exists',
          message: 'must be an existing space',
          params: { space: missing },
        },
      ],
    });
  await assertMayStart(ctx, actor, mine, others, body.about);
  return openConversation(ctx.database.db, {
    spaces: [mine, ...others],
    subject: body.subject ?? '',
    about: body.about ?? null,
    by: actor.identity.sub,
  });
}

/** `POST /api/messenger`: the acting space's conversations, newest activity first. */
export async function listSpaceConversations(
  ctx: Ctx,
  actor: Actor,
  body: z.output<typeof conversationListBody>,
) {
  const space = actingSpace(actor, body.space, false);
  if (!space) return { items: [], next: null };
  const rows = await listConversations(ctx.database.db, {
    space,
    sub: actor.identity.sub,
    archived: body.archived,
    unread: body.unread,
    q: body.q || undefined,
    after: decodeListCursor(body.cursor, 'body.cursor'),
    limit: body.limit,
  });
  const page = rows.slice(0, body.limit);
  const items = await conversationViews(
    ctx.database.db,
    page.map((row) => ({
      key: row.key,
      subject: row.subject,
      aboutKind: row.about_kind,
      aboutKey: row.about_key,
      lastMessageId: row.last_message_id,
      lastMessageAt: row.last_message_at,
      unread: row.unread,
      archived: row.archived,
    })),
    space,
    actor.identity.sub,
  );
  const last = page.at(-1);
  return {
    items,
    next: rows.length > body.limit && last ? encodeListCursor(last.last_message_at, last.key) : null,
  };
}
