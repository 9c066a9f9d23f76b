import { type TariffDoc, tariffDoc } from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import { insertAudit } from '../repository/audit.ts';
import { ownerOf } from '../repository/spaces.ts';
import { insertTariffOnce } from '../repository/tariffs.ts';

/**
 * docs/product-decisions.md §9 demo data: published tariffs with fixed keys (documentation, e2e journeys and links name them),
 * written through the same contract and derived columns as the API, so the seed can never hold what the API
 * refuses. Authored by the space's owner; a tariff already there is left as it is. Answers the owner, or
 * undefined when the space has none (nothing written).
 */
export async function seedPublishedTariffs(
  db: Db,
  space: string,
  tariffs: [key: string, input: unknown][],
): Promise<string | undefined> {
  const owner = await ownerOf(db, space);
  if (!owner) return undefined;
  for (const [key, input] of tariffs) {
    const doc: TariffDoc = tariffDoc.parse(input);
    const values = { key, spaceKey: space, state: 'published' as const, doc, createdBy: owner };
    const row = await insertTariffOnce(db, { ...values, publishedAt: new Date() });
    if (!row) continue;
    const entry = { tariffKey: key, spaceKey: space, version: 1 };
    const seed = { sub: 'seed', name: 'demo seed' };
    await insertAudit(db, seed, { ...entry, action: 'create', fromState: null, toState: 'draft' });
    await insertAudit(db, seed, {
      ...entry,
      action: 'publish',
      fromState: 'draft',
      toState: 'published',
      note: 'demo data',
    });
  }
  return owner;
}
