import { commissionOf, fromPrice, partnerDoc, partnerRates } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { contactField } from '../../contacts/index.ts';
import { findTariffDetail } from '../repository/detail.ts';
import { assertReadable, type Ctx, readerFor } from './caller.ts';
import { tariffView } from './view.ts';

/**
 * `GET /api/v1/Tariff/{key}`: the tariff with its supplier's card (name and avatar, for the detail page) and,
 * for an active partner with an agreement in force, the partner price of every rate row beside the public one.
 */
export async function readTariff(ctx: Ctx, actor: Actor, key: string) {
  const reader = await readerFor(ctx, actor);
  const detail = await ctx.reads.remember(`tariff:${key}`, () => findTariffDetail(ctx.database.db, key));
  const found = assertReadable(actor, detail, key, reader.partners);
  const { row } = found;
  const agreement = reader.agreements.get(row.spaceKey);
  const partner = agreement
    ? {
        agreement: agreement.key,
        discount: agreement.discount,
        ...commissionOf(agreement, row.key),
        priceFrom: fromPrice(partnerDoc(row.doc, row.key, agreement)),
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
