import { fromPrice, partnerDoc, partnerRates } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { supplierCard } from '../repository/spaces.ts';
import { findTariff } from '../repository/tariffs.ts';
import { assertReadable, type Deps, readerFor } from './caller.ts';
import { tariffView } from './view.ts';

/**
 * `GET /api/v1/Tariff/{key}`: the tariff with its supplier's card (name and avatar, for the detail page) and,
 * for an active partner with an agreement in force, the partner price of every rate row beside the public one.
 */
export async function readTariff(deps: Deps, actor: Actor, key: string) {
  const { db } = deps.database;
  const reader = await readerFor(deps, actor);
  const found = assertReadable(actor, await findTariff(db, key), key, reader.partners);
  const { row } = found;
  const agreement = reader.agreements.get(row.spaceKey);
  const partner = agreement
    ? {
        agreement: agreement.key,
        discount: agreement.discount,
        priceFrom: fromPrice(partnerDoc(row.doc, row.key, agreement)),
        rates: partnerRates(row.doc, row.key, agreement),
      }
    : null;
  return { ...tariffView(actor, found, true), supplier: await supplierCard(db, row.spaceKey), partner };
}
