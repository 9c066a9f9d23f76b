import { impliedSpace } from '../../../acting.ts';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { type ConversationRow, findConversation, participantsOf } from '../repository/conversations.ts';

/** What the services pick of the request context (docs/ARCHITECTURE.md "Request context"). */
export type Ctx = Pick<RequestContext, 'database' | 'log' | 'config' | 'storage' | 'reads'>;

export const notFound = (what: string) => new AppError('record.not_found', `No ${what}`);

/**
 * The caller's own space acting: the one named in the body or query, else the `X-TourTariff-Space` one, else
 * their only one; a write by a caller of several naming none is refused (acting.ts). A space that is not theirs
 * reads as absent.
 */
export function actingSpace(actor: Actor, named: string | undefined, write: boolean): string | null {
  if (named) {
    if (!membershipOf(actor, named)) throw notFound(`space ${named} of yours`);
    return named;
  }
  return impliedSpace(actor, write);
}

export type Participation = { row: ConversationRow; spaces: string[]; mine: string; archived: boolean };

/**
 * A conversation the caller takes part in, with the space they take part as (the named or acting space when it
 * participates, else their first participating one). Anyone else, administrators included, gets `invalid
 * record`: conversations are private to their spaces.
 */
export async function participation(
  ctx: Ctx,
  actor: Actor,
  key: string,
  named?: string,
): Promise<Participation> {
  const { db } = ctx.database;
  const row = await findConversation(db, key);
  if (!row) throw notFound(`conversation ${key}`);
  const participants = await participantsOf(db, [key]);
  const spaces = participants.map((p) => p.spaceKey);
  const mine = [named, actor.space?.space, ...actor.memberships.map((m) => m.space)].find(
    (space) => space !== undefined && spaces.includes(space) && membershipOf(actor, space),
  );
  if (!mine || (named && mine !== named)) throw notFound(`conversation ${key}`);
  const archived = participants.find((p) => p.spaceKey === mine)?.archived ?? false;
  return { row, spaces, mine, archived };
}

/** Owners and admins decide for a space (confirm, accept …); members read and chat. */
export function assertManages(actor: Actor, space: string) {
  const role = membershipOf(actor, space)?.memberRole;
  if (role !== 'owner' && role !== 'admin')
    throw new AppError('inquiry.manage_forbidden', 'Only owners and admins of the space can do this');
}
