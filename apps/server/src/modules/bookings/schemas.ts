import { bookingMoves, idempotencyKeyHeader } from '@tourtariff/shared';
import { z } from 'zod';

/*
 * The route schemas of the bookings module that the web does not share (its contracts are in packages/shared:
 * contracts/bookings.ts).
 */

export const bookingParams = z.object({ key: z.string().regex(/^[\w-]{1,80}$/, 'must be a key') });
export const bookingMoveParams = bookingParams.extend({ move: z.enum(bookingMoves) });

/** `POST /api/v1/Booking`'s optional `Idempotency-Key`; the other headers pass as sent. */
export const bookingCreateHeaders = z.looseObject({ 'idempotency-key': idempotencyKeyHeader.optional() });
