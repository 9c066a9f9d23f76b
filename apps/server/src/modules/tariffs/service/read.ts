import {
  agreementDay,
  commissionOf,
  fromPrice,
  lowestAdultRate,
  type PricingAgreement,
  partnerDoc,
  partnerRates,
  partnerTerms,
  type TariffDoc,
} from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { contactField } from '../../contacts/index.ts';
import { findTariffDetail } from '../repository/detail.ts';
import { assertReadable, buyerSpaces, type Ctx, readerOf } from './caller.ts';
import { tariffView } from './view.ts';

/**
 * `GET /api/v1/Tariff/{key}`: the tariff with its supplier's card (name and avatar, for the detail page) and,
 * for an active partner with an agreement in force, the partner price of every rate row beside the public one.
 */
export async function readTariff(ctx: Ctx, actor: Actor, key: string) {
  // One statement: the tariff and the caller's partnerships with its supplier (readerFor would be a second),
  // kept per tariff and set of buyer spaces (docs/decisions/0002-read-cache.md).
  const buyers = buyerSpaces(actor).sort();
  const day = agreementDay();
  const detail = await ctx.reads.remember(`tariff:${key}:${day}:${buyers.join(',')}`, () =>
    findTariffDetail(ctx.database.db, key, buyers, day),
  );
  const reader = readerOf(actor, detail?.links ?? []);
  const found = assertReadable(actor, detail, key, reader.partners);
  const { row } = found;
  const agreement = reader.agreements.get(row.spaceKey);
  const partner = agreement
    ? {
        agreement: agreement.key,
        discount: agreement.discount,
        ...commissionOf(agreement, row.key),
        priceFrom: partnerFrom(row, agreement, found.partnerFrom),
        rates: partnerRates(row.doc, row.key, agreement),
      }
    : null;
  const { name, avatar } = found.supplier;
  const contact = contactField(row.spaceKey, found.supplier.contact);
  return {
    ...tariffView(actor, found, true),
    supplier: { key: row.spaceKey, name, avatar, ...contact },
    partner,
  };
}

/**
 * The partner's "from" price (fromPrice of the partner document): its price for DEFAULT_PRICED_ADULTS as the
 * tariff's `partner_prices` row for the agreement's terms holds it, which the pricing function wrote, else (no
 * such price) the lowest adult rate. Only a missing row (between a migration and the start-up backfill) prices
 * the document here: for a stay that is its every night.
 */
function partnerFrom(
  row: { key: string; doc: TariffDoc },
  agreement: PricingAgreement,
  stored: Record<string, number | null> | null,
) {
  const terms = partnerTerms(agreement, row.key);
  const price = stored && Object.hasOwn(stored, terms) ? stored[terms] : undefined;
  if (typeof price === 'number') return price;
  const doc = partnerDoc(row.doc, row.key, agreement);
  return price === null ? lowestAdultRate(doc) : fromPrice(doc);
}
