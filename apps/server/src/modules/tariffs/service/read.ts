import type { Actor } from '../../../actor.ts';
import { supplierCard } from '../repository/spaces.ts';
import { findTariff } from '../repository/tariffs.ts';
import { assertReadable, type Deps } from './caller.ts';
import { tariffView } from './view.ts';

/** `GET /api/v1/Tariff/{key}`: the tariff with its supplier's card (name and avatar, for the detail page). */
export async function readTariff(deps: Deps, actor: Actor, key: string) {
  const { db } = deps.database;
  const found = assertReadable(actor, await findTariff(db, key), key);
  return { ...tariffView(actor, found, true), supplier: await supplierCard(db, found.row.spaceKey) };
}
