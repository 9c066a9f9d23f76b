import type { QuoteOut, TariffDoc } from '@tourtariff/shared';
import { AppError } from '../../../errors.ts';
import { agreementInForce, findPricedTariff } from '../../tariffs/index.ts';
import { bookingOfInquiry } from '../repository/bookings.ts';
import type { Ctx } from './access.ts';
import { checkUnits, writeBooking } from './create.ts';
import { termsOf } from './fees.ts';
import { notifyBooking } from './notify.ts';
import { datesBetween } from './units.ts';

export type AcceptedInquiry = {
  key: string;
  reference: string;
  buyer: string;
  tariff: string;
  request: {
    date: string;
    to: string | null;
    adults: number;
    children: number;
    units: number;
    bands?: Record<string, number>;
    note: string;
  };
  /** The agreed figures: the price lines and the total the buyer accepted. */
  lines: QuoteOut['lines'];
  total: number;
  currency: string;
  actor: { sub: string; name: string };
};

/**
 * An accepted inquiry becomes a booking keeping its `TT-` reference (docs/product-decisions.md §15): confirmed
 * when its dates are sold at once and have the units, else pending for the supplier to decide (a date on
 * request, closed or without the units since the quote). The agreed total stands; it is not priced again.
 * Run after the acceptance committed; a second call for the same inquiry answers the booking already made.
 */
export async function bookingFromInquiry(
  ctx: Pick<Ctx, 'database' | 'log' | 'clock'>,
  inquiry: AcceptedInquiry,
) {
  const { db } = ctx.database;
  const existing = await bookingOfInquiry(db, inquiry.key);
  if (existing) return existing;
  const tariff = await findPricedTariff(db, inquiry.tariff);
  if (!tariff) return null;
  const now = ctx.clock();
  const doc = tariff.doc as TariffDoc;
  const dates = datesBetween(inquiry.request.date, inquiry.request.to ?? inquiry.request.date);
  const stay = doc.category === 'accommodation';
  const agreement = await agreementInForce(ctx, inquiry.buyer, tariff.spaceKey);
  const plan = {
    tariff,
    terms: termsOf(doc, agreement?.feeSchedule),
    dates,
    dayTrip: !stay && dates.length === 1,
    quote: { currency: inquiry.currency, lines: inquiry.lines, total: inquiry.total },
  };
  const body = {
    tariff: inquiry.tariff,
    date: inquiry.request.date,
    adults: inquiry.request.adults,
    children: inquiry.request.children,
    units: inquiry.request.units,
    note: inquiry.request.note,
    ...(inquiry.request.bands ? { bands: inquiry.request.bands } : {}),
  };
  const row = await db.transaction(async (tx) => {
    let modes: Awaited<ReturnType<typeof checkUnits>>;
    try {
      modes = await checkUnits(tx, tariff.key, dates, inquiry.buyer, body.units, now);
    } catch (error) {
      if (!(error instanceof AppError) || !['booking.sold_out', 'booking.closed'].includes(error.code))
        throw error;
      modes = ['on_request'];
    }
    return writeBooking(
      tx,
      {
        buyer: inquiry.buyer,
        body,
        plan,
        actor: inquiry.actor,
        now,
        inquiry: { key: inquiry.key, reference: inquiry.reference },
      },
      modes,
    );
  });
  await notifyBooking(
    ctx,
    row.supplierKey,
    row,
    row.state === 'pending' ? 'pending' : 'confirmed',
    inquiry.actor,
  );
  return row;
}
