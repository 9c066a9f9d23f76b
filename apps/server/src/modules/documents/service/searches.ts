import { savedSearchDoc } from '@tourtariff/shared';
import { z } from 'zod';
import type { TaskRunner } from '../../../core/queue/index.ts';
import { tellMembers } from '../../../core/users/index.ts';
import { type Db, onTransaction } from '../../../db/client.ts';
import { findPricedTariff, matchesSearch, type PublishedTariff } from '../../tariffs/index.ts';
import { notifyingSearches } from '../repository/documents.ts';
import { markAlerted } from '../repository/search-alerts.ts';
import type { Ctx } from './access.ts';

/** The queue of saved-search alerts (docs/operations.md "Background work"): one run per first publication. */
export const SAVED_ALERTS = 'searches.saved-alerts';

const alertPayload = z.object({ tariff: z.string().min(1), publishedAt: z.iso.datetime().optional() });

/**
 * The tariffs module's publish listener (registered in index.ts), inside the publishing transaction: it only
 * queues the alerts. The key names the tariff and this publication's moment, so the same publication offered
 * twice makes one run, and the matching and the notices happen in whichever process claims it.
 */
export function queueSavedAlerts(tasks: Pick<TaskRunner, 'enqueue'>) {
  return async (tx: Db, tariff: PublishedTariff): Promise<void> => {
    await tasks.enqueue(
      SAVED_ALERTS,
      `${tariff.key}@${tariff.publishedAt.toISOString()}`,
      { tariff: tariff.key, publishedAt: tariff.publishedAt.toISOString() },
      { db: tx },
    );
  };
}

/**
 * A queued run: a public tariff published for the first time is matched against every saved search that asked to
 * be told, and each matching space's members get one notification per search, in both languages. The tariff is
 * read as it is now, so one suspended or made partners-only before the run is not announced (who may see a
 * partners-only tariff is decided on every read). Idempotent: each search's record of being told commits with
 * its notices (`markAlerted`), so a run repeated after a lost lease or retried after failing half-way tells no
 * search twice.
 */
export async function alertSavedSearches(ctx: Ctx, payload: unknown): Promise<void> {
  const { tariff: key, publishedAt } = alertPayload.parse(payload);
  const tariff = await findPricedTariff(ctx.database.db, key);
  if (tariff?.state !== 'published' || tariff.visibility !== 'public') return;
  const title = {
    jp: tariff.doc.title.jp || tariff.doc.title.en,
    en: tariff.doc.title.en || tariff.doc.title.jp,
  };
  // Only the searches saved by the publication: a search saved later finds the tariff by searching, and a run
  // that waited in the queue must not announce an older tariff as new to it.
  const savedBy = publishedAt ? new Date(publishedAt) : undefined;
  for (const search of await notifyingSearches(ctx.database.db, savedBy)) {
    const parsed = savedSearchDoc.safeParse(search.doc);
    if (!parsed.success || !matchesSearch(tariff.doc, parsed.data)) continue;
    const name = parsed.data.name;
    await ctx.database.db.transaction(async (tx) => {
      if (!(await markAlerted(tx, search.id, tariff.key))) return;
      await tellMembers({ ...ctx, database: onTransaction(ctx.database, tx) }, [search.spaceKey], {
        subject: {
          jp: `保存した検索「${name}」に新しいタリフ`.slice(0, 200),
          en: `New tariff for your saved search “${name}”`.slice(0, 200),
        },
        body: { jp: title.jp, en: title.en },
        link: `/search/${tariff.key}`,
      });
    });
  }
}
