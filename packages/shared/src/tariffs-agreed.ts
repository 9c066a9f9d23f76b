import type { AgreedFigures, QuoteOut } from './contracts/quote.ts';
import { percentOfDown } from './tariffs-pricing.ts';
import { formatMinor } from './tariffs-quote.ts';

/*
 * What an inquiry costs once its total was agreed: the quote's own lines, what the agreement took off, the
 * supplier's change as a line of its own with its reason, then tax and cancellation fees derived from the agreed
 * total by the quote's rules (tax and fees round down). Without a change it is the quote's figures unchanged, so
 * the server's answer, the inquiry card and the printable confirmation can never disagree about one inquiry.
 */

/** The tax contained in a gross amount under the rate (rounded down): what an agreed total carries. */
export function taxWithin(gross: number, rate: number): number {
  const basisPoints = Math.round(rate * 100);
  return Math.floor((gross * basisPoints) / (10_000 + basisPoints));
}

/**
 * The figures of a quote at the total the supplier and buyer agreed (`change.to`, what the buyer pays, tax
 * included). With the tariff's tax added on top, the agreed total still includes it: the subtotal is the total
 * less the tax it contains, and the change line is the difference of subtotals, so lines, change and tax add up
 * to the agreed total on the page.
 */
export function agreedFigures(
  q: Pick<QuoteOut, 'lines' | 'public' | 'partner' | 'taxRule' | 'total' | 'currency' | 'cancellation'>,
  change: { to: number; reason: string } | null,
): AgreedFigures {
  const computed = q.partner ?? q.public;
  const discount = q.partner ? q.partner.subtotal - q.public.subtotal : null;
  if (!change || change.to === q.total)
    return {
      lines: q.lines,
      discount,
      adjustment: null,
      subtotal: computed.subtotal,
      tax: computed.tax,
      total: q.total,
      formatted: formatMinor(q.total, q.currency),
      cancellation: q.cancellation,
    };
  const total = change.to;
  const tax = taxWithin(total, q.taxRule.rate);
  const subtotal = q.taxRule.included ? total : total - tax;
  return {
    lines: q.lines,
    discount,
    adjustment: { amount: subtotal - computed.subtotal, reason: change.reason },
    subtotal,
    tax,
    total,
    formatted: formatMinor(total, q.currency),
    cancellation: q.cancellation.map((step) => ({ ...step, fee: percentOfDown(total, step.feePercent) })),
  };
}
