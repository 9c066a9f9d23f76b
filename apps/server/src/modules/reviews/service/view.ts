import type { ReviewView } from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { type ReviewRow, spaceNames, tariffTitles } from '../repository/reviews.ts';
import { actionsFor } from './access.ts';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/**
 * Reviews as the API answers them, with the tariff's title and the author space's name. A moderator's reason is
 * for the author's space and administrators only.
 */
export async function reviewViews(db: Db, actor: Actor, rows: ReviewRow[]): Promise<ReviewView[]> {
  const [titles, names] = await Promise.all([
    tariffTitles(
      db,
      rows.map((r) => r.tariffKey),
    ),
    spaceNames(
      db,
      rows.map((r) => r.buyerKey),
    ),
  ]);
  return rows.map((row) => ({
    key: row.key,
    tariff: { key: row.tariffKey, title: titles.get(row.tariffKey) ?? { jp: '', en: '' } },
    supplier: row.supplierKey,
    author: { space: row.buyerKey, name: names.get(row.buyerKey) ?? '' },
    rating: row.rating,
    title: row.title,
    text: row.text,
    lang: row.lang,
    state: row.state,
    reason: actor.isAdmin || membershipOf(actor, row.buyerKey) ? row.reason : null,
    reply: row.reply !== null && row.replyAt ? { text: row.reply, at: row.replyAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    actions: actionsFor(actor, row),
  }));
}

export async function reviewView(db: Db, actor: Actor, row: ReviewRow): Promise<ReviewView> {
  const [view] = await reviewViews(db, actor, [row]);
  return view as ReviewView;
}
