import type { BookingMove, BookingState } from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import type { BookingRow } from '../repository/bookings.ts';

/** What the bookings services pick of the request context (docs/ARCHITECTURE.md "Request context"). */
export type Ctx = Pick<RequestContext, 'database' | 'log' | 'config' | 'reads' | 'clock'>;

export type Side = 'buyer' | 'supplier';

/** A booking the caller may not read answers exactly like one that does not exist (docs/api.md). */
export const notFound = (key: string) => new AppError('record.not_found', `No booking ${key}`);

/**
 * The caller's side of a booking: the space they act as first when they belong to both; null for an
 * administrator outside both (who reads, and moves nothing). A caller of neither side is refused as absent.
 */
export function sideOf(actor: Actor, row: BookingRow): Side | null {
  const sides: Side[] = [];
  if (membershipOf(actor, row.buyerKey)) sides.push('buyer');
  if (membershipOf(actor, row.supplierKey)) sides.push('supplier');
  const acting = actor.space?.space;
  const first = sides.find((side) => (side === 'buyer' ? row.buyerKey : row.supplierKey) === acting);
  if (first ?? sides[0]) return (first ?? sides[0]) as Side;
  if (actor.isAdmin) return null;
  throw notFound(row.key);
}

/**
 * Who makes which move from which state (docs/product-decisions.md §15). A move with no rule for the state is
 * refused with `booking.state`; a rule for the other side with `booking.wrong_side`.
 */
export const MOVES: Record<BookingMove, Partial<Record<BookingState, Side>>> = {
  confirm: { held: 'buyer', pending: 'supplier' },
  reject: { pending: 'supplier' },
  cancel: { held: 'buyer', pending: 'buyer', confirmed: 'buyer' },
  amend: { confirmed: 'buyer' },
  complete: { confirmed: 'supplier' },
  'no-show': { confirmed: 'supplier' },
};

/** The supplier also cancels a confirmed booking (with a reason, owing itself no fee). */
const supplierCancels: BookingState[] = ['confirmed'];

export function mayMove(move: BookingMove, state: BookingState, side: Side | null): boolean {
  if (side === null) return false;
  if (move === 'cancel' && side === 'supplier') return supplierCancels.includes(state);
  return MOVES[move][state] === side;
}

/** The moves the caller may make now, for the booking page's buttons. */
export const actionsFor = (state: BookingState, side: Side | null): BookingMove[] =>
  (Object.keys(MOVES) as BookingMove[]).filter((move) => mayMove(move, state, side));

/** Refuses a move the state does not open, or one the other side makes. */
export function assertMove(move: BookingMove, row: BookingRow, side: Side | null): Side {
  const open =
    MOVES[move][row.state] !== undefined || (move === 'cancel' && supplierCancels.includes(row.state));
  if (!open)
    throw new AppError('booking.state', `Cannot ${move} a booking that is ${row.state}`, {
      params: { from: row.state, move },
    });
  if (side === null || !mayMove(move, row.state, side)) {
    const other: Side = side === 'buyer' ? 'supplier' : 'buyer';
    throw new AppError('booking.wrong_side', `The ${other} makes the move ${move} here`, {
      params: { move, side: other },
    });
  }
  return side;
}
