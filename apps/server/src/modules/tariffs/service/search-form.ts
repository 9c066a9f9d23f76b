import type { Db } from '../../../db/client.ts';
import { earlierSearchForms, rewriteSearchForm } from '../repository/tariffs.ts';

const BATCH = 500;

/**
 * Rewrites the search texts of tariffs written before the text was cut into words (docs/decisions/0014-search-words.md)
 * before the app serves: a query cut into words would miss them. One statement when nothing is left, which is
 * every start after the first; each rewrite updates the listing through its trigger. Answers how many it rewrote.
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
