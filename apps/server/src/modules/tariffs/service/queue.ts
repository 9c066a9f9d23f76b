import { diffDocs } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { queuePage } from '../repository/queue.ts';
import { spaceNames } from '../repository/spaces.ts';
import { findTariff } from '../repository/tariffs.ts';
import type { Ctx } from './caller.ts';
import { tariffView } from './view.ts';

/** The administrators' review queue, each item with the diff it is reviewed against and its space's name. */
export async function reviewQueue(ctx: Ctx, actor: Actor, limit: number, cursor: string | undefined) {
  const { db } = ctx.database;
  const { entries, next } = await queuePage(db, limit, cursor);
  const items = [];
  for (const entry of entries) {
    const found = await findTariff(db, entry.key);
    if (!found) continue;
    const revision = entry.kind === 'revision' ? found.revision : null;
    items.push({
      kind: entry.kind,
      submittedAt: entry.at,
      tariff: tariffView(actor, found, true),
      // A new version is reviewed against what buyers see now; a first submission has nothing to compare.
      diff: revision ? diffDocs(found.row.doc, revision.doc) : [],
    });
  }
  const names = await spaceNames(
    db,
    items.map((item) => item.tariff.space),
  );
  return { items: items.map((item) => ({ ...item, spaceName: names.get(item.tariff.space) ?? null })), next };
}
