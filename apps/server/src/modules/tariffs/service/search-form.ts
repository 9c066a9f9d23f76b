import type { Db } from '../../../db/client.ts';
import { earlierSearchForms, rewriteSearchForm } from '../repository/tariffs.ts';

const BATCH = 500;

/**
 * Rewrites the search columns of tariffs written in an earlier form before the app serves: before the text was cut
 * into words (docs/decisions/0014-search-words.md) a query cut into words would miss them, and before the price
 * bands (docs/decisions/0016-dated-price-bands.md) a dated search would find no price. One statement when nothing
 * is left, which is every start after the first; each rewrite updates the listing through its trigger. Answers how
 * many it rewrote.
 */
export async function rewriteEarlierSearchForms(db: Db): Promise<number> {
  let rewritten = 0;
  for (;;) {
    const rows = await earlierSearchForms(db, BATCH);
    for (const row of rows) await rewriteSearchForm(db, row.key, row.doc);
    rewritten += rows.length;
    if (rows.length < BATCH) return rewritten;
  }
}
