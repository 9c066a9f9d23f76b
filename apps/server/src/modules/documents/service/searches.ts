import { savedSearchDoc } from '@tourtariff/shared';
import { tellMembers } from '../../../core/users/index.ts';
import { matchesSearch, type PublishedTariff } from '../../tariffs/index.ts';
import { notifyingSearches } from '../repository/documents.ts';
import type { Ctx } from './access.ts';

/**
 * The tariffs module's publish listener (registered in index.ts): a public tariff published for the first time
 * is matched against every saved search that asked to be told, and each matching space's members get one
 * notification per search, in both languages. Partners-only tariffs are not announced: who may see them is
 * the supplier's partners, decided on every read.
 */
export async function notifySavedSearches(ctx: Ctx, tariff: PublishedTariff): Promise<void> {
  if (tariff.doc.visibility !== 'public') return;
  for (const search of await notifyingSearches(ctx.database.db)) {
    const parsed = savedSearchDoc.safeParse(search.doc);
    if (!parsed.success || !matchesSearch(tariff.doc, parsed.data)) continue;
    const name = parsed.data.name;
    const title = {
      jp: tariff.doc.title.jp || tariff.doc.title.en,
      en: tariff.doc.title.en || tariff.doc.title.jp,
    };
    await tellMembers(ctx, [search.spaceKey], {
      subject: {
        jp: `保存した検索「${name}」に新しいタリフ`.slice(0, 200),
        en: `New tariff for your saved search “${name}”`.slice(0, 200),
      },
      body: { jp: title.jp, en: title.en },
      link: `/search/${tariff.key}`,
    });
  }
}
