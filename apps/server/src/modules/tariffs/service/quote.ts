import { agreementDay, type QuoteRequest, quote } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { partnerReader } from '../partner-terms.ts';
import { findPricedTariff } from '../repository/tariffs.ts';
import { type Ctx, canRead, readerFor } from './caller.ts';

/** Which request field each refusal is about, so the quote panel can mark it. */
const refusedField = {
  'quote.outside_validity': 'body.date',
  'quote.blackout': 'body.date',
  'quote.no_pax_tier': 'body.adults',
  'quote.no_child_rate': 'body.children',
  'quote.no_day_rate': 'body.date',
  'quote.no_occupancy': 'body.units',
  'quote.unknown_band': 'body.bands',
} as const;

/**
 * `POST /api/v1/Tariff/{key}/quote`: the one pricing function's quote of a tariff the caller
 * may read (one they may not answers as absent), at the partner's prices when an agreement is in force. A
 * tariff with a pending revision is quoted as published: that is what a buyer can book.
 */
export async function quoteTariff(ctx: Ctx, actor: Actor, key: string, body: QuoteRequest) {
  // Two independent statements: on a pool they run side by side.
  const [reader, row] = await Promise.all([readerFor(ctx, actor), findPricedTariff(ctx.database.db, key)]);
  if (!row || !canRead(actor, row, reader.partners))
    throw new AppError('record.not_found', `No tariff ${key}`);
  return priced(row, body, reader.agreements.get(row.spaceKey) ?? null);
}

function priced(
  row: NonNullable<Awaited<ReturnType<typeof findPricedTariff>>>,
  body: QuoteRequest,
  agreement: Parameters<typeof quote>[2],
) {
  const result = quote({ key: row.key, doc: row.doc }, body, agreement);
  if (result.ok) return result.quote;
  const { code, message, params } = result.refusal;
  const field = refusedField[code];
  throw new AppError(code, `${field}: ${message}`, {
    params,
    fields: [{ field, rule: code.slice('quote.'.length), message, params }],
  });
}

/**
 * The quote a buyer space gets for a published tariff (inquiries): the same pricing as the quote
 * endpoint, at the partner price of that space's agreement in force. Priced for a space rather than a caller,
 * because a supplier's counter-offer is priced for the buyer. A tariff the space may not read is absent.
 */
export async function quoteForSpace(ctx: Ctx, buyer: string, key: string, body: QuoteRequest) {
  const { tariff, agreement } = await pricingFor(ctx, buyer, key);
  return priced(tariff, body, agreement);
}

/**
 * A published tariff a buyer space may book and the agreement in force with its supplier, read once (two
 * statements side by side), with the one pricing function bound to them: a booking checks its dates against the
 * tariff and prices the group without reading either again (docs/performance.md "Bookings").
 */
export async function pricingFor(ctx: Pick<Ctx, 'database'>, buyer: string, key: string) {
  const [links, tariff] = await Promise.all([
    partnerReader().links(ctx.database.db, [buyer], agreementDay()),
    findPricedTariff(ctx.database.db, key),
  ]);
  const link = links.find((l) => l.supplier === tariff?.spaceKey);
  if (tariff?.state !== 'published' || (tariff.visibility !== 'public' && !link))
    throw new AppError('record.not_found', `No tariff ${key}`);
  return boundPricing(tariff, link?.agreement ?? null);
}

export type Pricing = ReturnType<typeof boundPricing>;

/**
 * The one pricing function bound to a tariff and agreement a caller has already read and checked (the OCTO door
 * reads both to check the product and the units): what pricingFor answers, without reading them again.
 */
export function boundPricing(
  tariff: NonNullable<Awaited<ReturnType<typeof findPricedTariff>>>,
  agreement: Parameters<typeof quote>[2],
) {
  return { tariff, agreement, quote: (body: QuoteRequest) => priced(tariff, body, agreement) };
}

/**
 * The agreement in force today between a buyer space and a supplier, as pricing reads it (null: none): what a
 * booking takes its partner's cancellation fees from (docs/product-decisions.md §16).
 */
export async function agreementInForce(ctx: Pick<Ctx, 'database'>, buyer: string, supplier: string) {
  const links = await partnerReader().links(ctx.database.db, [buyer], agreementDay());
  return links.find((l) => l.supplier === supplier)?.agreement ?? null;
}
