import type { StatementMove, StatementState } from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import type { StatementRow } from '../repository/statements.ts';

/** What the statements services pick of the request context (docs/ARCHITECTURE.md "Request context"). */
export type Ctx = Pick<RequestContext, 'database' | 'log' | 'config' | 'clock' | 'storage'>;

export type Side = 'buyer' | 'supplier';
export type Standing = { side: Side | null; decides: boolean };

/** A statement the caller may not read answers exactly like one that does not exist (docs/api.md). */
export const notFound = (key: string) => new AppError('record.not_found', `No statement ${key}`);

/**
 * The caller's side of a statement and whether they decide there (owners and admins; members read). A person in
 * both spaces (an agent's owner invited as a member of the supplier, say) takes the side of the space they name
 * as acting, else the side where they decide, else the supplier's: the web names no acting space, and the owner
 * of the buyer must still be able to record its payment. An administrator outside both reads and moves nothing.
 */
export function standingOf(
  actor: Actor,
  row: Pick<StatementRow, 'key' | 'buyerKey' | 'supplierKey'>,
): Standing {
  const candidates: { side: Side; space: string }[] = [
    { side: 'supplier', space: row.supplierKey },
    { side: 'buyer', space: row.buyerKey },
  ];
  const decidesIn = (space: string) => {
    const role = membershipOf(actor, space)?.memberRole;
    return role === 'owner' || role === 'admin';
  };
  const mine = candidates.filter((c) => membershipOf(actor, c.space));
  const acting = actor.space?.space;
  const first = mine.find((c) => c.space === acting) ?? mine.find((c) => decidesIn(c.space)) ?? mine[0];
  if (first) return { side: first.side, decides: decidesIn(first.space) };
  if (actor.isAdmin) return { side: null, decides: false };
  throw notFound(row.key);
}

/**
 * The caller's membership of a supplier space whose statements they build or set up: a space they are not in is
 * not found, a buyer space is refused by name (422), and a plain member may read but not `move` (403).
 */
export function supplierMembership(
  actor: Actor,
  space: string,
  move: string,
  options: { decide?: boolean; field?: string } = {},
) {
  const { decide = true, field = 'body.space' } = options;
  const membership = membershipOf(actor, space);
  if (!membership) throw new AppError('record.not_found', `No space ${space}`);
  if (membership.role !== 'supplier')
    throw new AppError('statement.space', 'statements are built by supplier spaces', {
      params: { space },
      fields: [{ field, rule: 'supplier', message: 'must be a supplier space' }],
    });
  if (decide && membership.memberRole === 'member')
    throw new AppError('statement.forbidden', `Owners and admins of the supplier space ${move}`, {
      params: { move },
    });
  return membership;
}

/** Who makes which move from which state (docs/statements.md §3, §5). */
const MOVES: Record<StatementMove, Partial<Record<StatementState, Side[]>>> = {
  issue: { draft: ['supplier'] },
  rebuild: { draft: ['supplier'] },
  pay: { issued: ['supplier', 'buyer'] },
  void: { issued: ['supplier'], paid: ['supplier'] },
};

export const actionsFor = (state: StatementState, standing: Standing): StatementMove[] =>
  standing.decides && standing.side
    ? (Object.keys(MOVES) as StatementMove[]).filter((m) => MOVES[m][state]?.includes(standing.side as Side))
    : [];

/** Refuses a move the state does not open (409), or one the caller's side or role does not make (403). */
export function assertMove(move: StatementMove, row: StatementRow, standing: Standing): Side {
  const sides = MOVES[move][row.state];
  if (!sides)
    throw new AppError('statement.state', `Cannot ${move} a statement that is ${row.state}`, {
      params: { from: row.state, move },
    });
  if (!standing.side || !standing.decides || !sides.includes(standing.side))
    throw new AppError(
      'statement.forbidden',
      `Owners and admins of the ${sides.join(' or ')} space ${move}`,
      {
        params: { move },
      },
    );
  return standing.side;
}
