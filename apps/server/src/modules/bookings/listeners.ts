import type { RequestContext } from '../../context.ts';
import type { BookingRow } from './repository/bookings.ts';

/*
 * Who hears of a booking's changes besides its two sides: the OCTO module posts them to its resellers' webhooks
 * (docs/octo.md "Webhooks"). It imports this module, so it hands its listener in at registration rather than
 * being imported (docs/ARCHITECTURE.md "Table owners").
 */
export type BookingChange = {
  key: string;
  channel: BookingRow['channel'];
  uuid: string | null;
  buyer: string;
  supplier: string;
  state: BookingRow['state'];
  reference: string;
  resellerReference: string | null;
  updatedAt: Date;
  /** The notice's event: held, pending, confirmed, cancelled, amended, rejected, expired … */
  event: string;
};
export type BookingListener = (
  ctx: Pick<RequestContext, 'database' | 'log'>,
  change: BookingChange,
) => Promise<void>;

const listeners: BookingListener[] = [];

export function addBookingListener(listener: BookingListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/** Tells every listener after the change committed; a failing listener is logged and never undoes the change. */
export async function tellListeners(
  ctx: Pick<RequestContext, 'database' | 'log'>,
  row: BookingRow,
  event: string,
): Promise<void> {
  const change: BookingChange = {
    key: row.key,
    channel: row.channel,
    uuid: row.octoUuid,
    buyer: row.buyerKey,
    supplier: row.supplierKey,
    state: row.state,
    reference: row.reference,
    resellerReference: row.resellerReference,
    updatedAt: row.updatedAt,
    event,
  };
  for (const listener of listeners) {
    try {
      await listener(ctx, change);
    } catch (error) {
      ctx.log.warn({ err: error, booking: row.key }, 'booking listener failed');
    }
  }
}
