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
import { shareAnswer } from '../../../kit/index.ts';
import { contactField } from '../../contacts/index.ts';
import { type Detail, findTariffDetail } from '../repository/detail.ts';
import { assertReadable, buyerSpaces, type Ctx, readerOf, rolesFor } from './caller.ts';
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
  const agreement = reader.agreements.get(found.row.spaceKey);
  const roles = rolesFor(actor, found.row);
  // Past the access check, the answer depends on the caller only through their roles and their agreement: one
  // answer per kept detail and kind of caller, shared, so its JSON is written once (shareAnswer).
  const kind = `${roles.supplier}:${roles.admin}:${agreement?.key ?? ''}`;
  const kept = shared.get(found)?.get(kind);
  if (kept) return kept;
  const answer = shareAnswer(detailAnswer(actor, found, agreement));
  let answers = shared.get(found);
  if (!answers) {
    answers = new Map();
    shared.set(found, answers);
  }
  answers.set(kind, answer);
  return answer;
}

/** The answers built from a kept detail, by kind of caller (readTariff). */
const shared = new WeakMap<Detail, Map<string, ReturnType<typeof detailAnswer>>>();

function detailAnswer(actor: Actor, found: Detail, agreement: PricingAgreement | undefined) {
  const { row } = found;
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
