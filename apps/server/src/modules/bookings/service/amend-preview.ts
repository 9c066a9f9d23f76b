import {
  type AmendPreview,
  type BookingAmendPreviewBody,
  DEFAULT_AGE_BANDS,
  type QuoteOut,
  type TariffDoc,
} from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { assertMove, type Ctx, sideOf } from './access.ts';
import { checkUnits } from './create.ts';
import { amendmentPlan, readable } from './moves.ts';

/** The refusals of the units check that a preview reports as "not available" rather than refusing. */
const UNITS_CODES = new Set(['booking.sold_out', 'booking.closed']);

/**
 * The age bands the tariff counts children by: its own, else for a stay the trade's usual ones (the stay pricing
 * of docs/product-decisions.md §12 falls back to them); none for other tariffs, which count children plainly.
 */
function bandsOfTariff(doc: TariffDoc) {
  const stay = doc.category === 'accommodation' || doc.rates.some((rate) => rate.day_type != null);
  const bands = doc.age_bands?.length ? doc.age_bands : stay ? DEFAULT_AGE_BANDS : [];
  return bands.map((band) => ({ key: band.key, name: band.name }));
}

/**
 * `POST /api/v1/Booking/{key}/amend-preview`: what the amendment would cost and whether its dates have the
 * units, with the same refusals as the amend itself (state, side, past, cut-off, no tier); nothing is written or
 * locked, so the amend checks the units again in its own transaction (docs/ARCHITECTURE.md "Bookings (live,
 * previews)"). Units lacking (sold out, closed, on request) answer `available: false` naming the first date, not
 * a refusal: the dialog shows it beside the new price.
 */
export async function amendPreview(
  ctx: Ctx,
  actor: Actor,
  key: string,
  body: BookingAmendPreviewBody,
): Promise<AmendPreview> {
  const row = await readable(ctx, actor, key);
  assertMove('amend', row, sideOf(actor, row));
  const now = ctx.clock();
  const plan = await amendmentPlan(ctx, row, body, now);
  let unavailable: AmendPreview['unavailable'] = null;
  try {
    const modes = await checkUnits(
      ctx.database.db,
      row.tariffKey,
      plan.dates,
      row.buyerKey,
      plan.group.units,
      now,
      row.key,
      false,
    );
    const onRequest = modes.indexOf('on_request');
    if (onRequest >= 0)
      unavailable = { code: 'booking.on_request', date: plan.dates[onRequest] as string, left: null };
  } catch (error) {
    if (!(error instanceof AppError) || !UNITS_CODES.has(error.code)) throw error;
    const params = (error.params ?? {}) as { date?: string; left?: number };
    unavailable = {
      code: error.code as 'booking.sold_out' | 'booking.closed',
      date: params.date ?? (plan.dates[0] as string),
      left: typeof params.left === 'number' ? params.left : null,
    };
  }
  return {
    currency: plan.quote.currency,
    lines: plan.quote.lines,
    total: plan.quote.total,
    current: { lines: row.lines as QuoteOut['lines'], total: row.total },
    available: unavailable === null,
    unavailable,
    bands: bandsOfTariff(plan.tariff.doc as TariffDoc),
  };
}
