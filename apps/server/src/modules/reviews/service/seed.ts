import { type ReviewContent, reviewContent } from '@tourtariff/shared';
import { memberSubs } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { mayReview } from '../repository/eligibility.ts';
import { findTariff, insertReview, reviewOf } from '../repository/reviews.ts';

type Seeded = ReviewContent & { key: string; tariff: string; space: string; reply?: string };

/**
 * docs/product-decisions.md §9 demo data: a published review with fixed keys, checked by the review contract and the
 * eligibility rule, so the seed can never hold what the API refuses. Left alone when the space already reviewed
 * the tariff, may not review it, or has no member to name as the author.
 */
export async function seedReview(db: Db, seed: Seeded): Promise<void> {
  const tariff = await findTariff(db, seed.tariff);
  const [author] = await memberSubs(db, seed.space);
  if (!tariff || !author || (await reviewOf(db, seed.tariff, seed.space))) return;
  if (!(await mayReview(db, seed.space, tariff))) return;
  const content = reviewContent.parse({
    rating: seed.rating,
    title: seed.title,
    text: seed.text,
    lang: seed.lang,
  });
  const [supplierOwner] = await memberSubs(db, tariff.spaceKey);
  const now = new Date();
  await insertReview(db, {
    ...content,
    key: seed.key,
    tariffKey: tariff.key,
    supplierKey: tariff.spaceKey,
    buyerKey: seed.space,
    author,
    authorName: 'demo seed',
    state: 'published',
    publishedAt: now,
    ...(seed.reply && supplierOwner ? { reply: seed.reply, replyBy: supplierOwner, replyAt: now } : {}),
  });
}
