import type { Db } from '../db/client.ts';
import { seedReview } from '../modules/reviews/index.ts';

/**
 * docs/product-decisions.md §9: さくらトラベル, the ryokan's trading partner, has reviewed two of its tariffs; the charter
 * bus is left unreviewed, so the buyer can still write one.
 */
export async function seedDemoReviews(db: Db): Promise<void> {
  await seedReview(db, {
    key: 'rv_sakura-ryokan-stay',
    tariff: 'tf_kyoto-ryokan-stay',
    space: 'sp_sakura-travel',
    rating: 5,
    title: '団体のお客様に大変好評でした',
    text: '紅葉の時期に20名で利用しました。お部屋も食事も素晴らしく、スタッフの英語対応も丁寧でした。',
    lang: 'jp',
    reply: 'ご利用ありがとうございました。またのお越しを心よりお待ちしております。',
  });
  await seedReview(db, {
    key: 'rv_sakura-tea-ceremony',
    tariff: 'tf_gion-tea-ceremony',
    space: 'sp_sakura-travel',
    rating: 4,
    title: 'A calm, well-explained ceremony',
    text: 'Our guests from Australia loved it. The host explained each step in English. The room is small for groups over ten.',
    lang: 'en',
  });
}
