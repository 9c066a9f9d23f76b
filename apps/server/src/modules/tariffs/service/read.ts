import type { Actor } from '../../../actor.ts';
import { findTariffDetail } from '../repository/detail.ts';
import { assertReadable, type Deps } from './caller.ts';
import { tariffView } from './view.ts';

/** `GET /api/v1/Tariff/{key}`: the tariff with its supplier's card (name and avatar, for the detail page). */
export async function readTariff(deps: Deps, actor: Actor, key: string) {
  const detail = await deps.reads.remember(`tariff:${key}`, () => findTariffDetail(deps.database.db, key));
  const found = assertReadable(actor, detail, key);
  const { name, avatar } = found.supplier;
  return { ...tariffView(actor, found, true), supplier: { key: found.row.spaceKey, name, avatar } };
}
