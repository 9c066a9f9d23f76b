import {
  type BulkRow,
  bulkRates,
  editMode,
  nextYearChanges,
  nextYearDoc,
  type TariffBulkRates,
  type TariffDoc,
  tariffDoc,
} from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { parseOrThrow } from '../../../kit/index.ts';
import type { Found } from '../repository/tariffs.ts';
import type { Ctx } from './caller.ts';
import { assertImages, createIn, editIn, lockForSupplier } from './edit.ts';
import { tariffView } from './view.ts';

/*
 * Working with rate sheets (docs/product-decisions.md §13): the next year's copy and the bulk rate change. The
 * date and price arithmetic is the shared package's (tariffs-sheets.ts); this file reads, checks and saves.
 */

/** The document a supplier edits: a pending revision's while a published tariff has one, else the tariff's own. */
function workingDoc({ row, revision }: Found): TariffDoc {
  const mode = editMode({ state: row.state, revision: revision?.state ?? null });
  return mode === 'revision' && revision ? revision.doc : row.doc;
}

/**
 * `POST /api/v1/Tariff/{key}/next-year`: the copy a year later and its moved dates; saved as a new draft of the
 * same space unless `preview`. Any tariff of the caller's space may be copied, an archived one too (last year's).
 */
export function copyToNextYear(ctx: Ctx, actor: Actor, key: string, preview: boolean) {
  return ctx.database.db.transaction(async (tx) => {
    const found = await lockForSupplier(tx, actor, key);
    const before = workingDoc(found);
    const doc = parseOrThrow(tariffDoc, nextYearDoc(before), 'doc');
    const changes = nextYearChanges(before, doc);
    if (preview) return { preview, doc, changes, tariff: null };
    assertImages(doc, 'doc');
    const created = await createIn(tx, actor, found.row.spaceKey, doc);
    return { preview, doc, changes, tariff: tariffView(actor, created, true) };
  });
}

const rowOut = ({ index, rate, adult, child }: BulkRow) => ({
  index,
  season: rate.season,
  unit: rate.unit,
  pax_min: rate.pax_min,
  pax_max: rate.pax_max,
  occupancy: rate.occupancy ?? null,
  day_type: rate.day_type ?? null,
  adult,
  child,
});

async function bulkOne(tx: Db, actor: Actor, key: string, index: number, input: TariffBulkRates) {
  const found = await lockForSupplier(tx, actor, key);
  const changed = (doc: TariffDoc) => bulkRates(doc, input.change, input.rows, input.rounding);
  const { rows } = changed(workingDoc(found));
  const title = found.row.doc.title;
  if (input.preview) return { key, title, rows: rows.map(rowOut), tariff: null };
  // The supplier's own edit (docs/product-decisions.md §6): a draft in place, a published tariff as a revision.
  const saved = await editIn(tx, actor, found, (current) => changed(current).doc, `body.tariffs.${index}`);
  return { key, title, rows: rows.map(rowOut), tariff: tariffView(actor, saved, true) };
}

/**
 * `POST /api/v1/Tariff/bulk-rates`: every tariff locked and changed in one transaction, so a tariff under review
 * or of another space refuses the whole change and nothing is stored.
 */
export function bulkChangeRates(ctx: Ctx, actor: Actor, input: TariffBulkRates) {
  return ctx.database.db.transaction(async (tx) => {
    const tariffs = [];
    for (const [index, key] of input.tariffs.entries())
      tariffs.push(await bulkOne(tx, actor, key, index, input));
    return { preview: input.preview, tariffs };
  });
}
