import { createHash } from 'node:crypto';
import { fromPrice, prefectures, type TariffDoc } from '@tourtariff/shared';
import { publicCatalogue, publicCatalogueStamp } from '../../tariffs/index.ts';
import type { Ctx } from './catalogue.ts';
import { currencyPrecision } from './pricing.ts';

/*
 * Google's Things to do product feed (docs/octo.md "Things to do feed"): each published public tariff as a
 * product with titles and descriptions in Japanese and English, its area, its public "from" price (the one
 * pricing function's `fromPrice`, what a search card shows) and its page. Shards of at most SHARD_SIZE products
 * keep each file far below Google's 50 MB; the nonce changes whenever a listed tariff does, so a crawler's
 * If-None-Match or If-Modified-Since answers 304 while nothing changed.
 */

/** Products per shard: a product is a few kilobytes, so a shard stays well under 50 MB. */
export const SHARD_SIZE = 5_000;

const texts = (text: { jp: string; en: string }) => ({
  localized_texts: [
    ...(text.jp ? [{ language_code: 'ja', text: text.jp }] : []),
    ...(text.en ? [{ language_code: 'en', text: text.en }] : []),
  ],
});

/** Minor units as Google's Money: whole units and nanos. */
function money(minor: number, currency: string) {
  const scale = 10 ** currencyPrecision(currency);
  const units = Math.floor(minor / scale);
  return { currency_code: currency, units, nanos: Math.round(((minor - units * scale) / scale) * 1e9) };
}

function productOf(publicUrl: string, row: { key: string; doc: TariffDoc }) {
  const { doc } = row;
  const price = fromPrice(doc);
  const prefecture = prefectures[doc.prefecture] ?? { jp: '', en: '' };
  const address = [doc.area?.jp, prefecture.jp].filter(Boolean).join(' ');
  return {
    id: row.key,
    title: texts(doc.title),
    ...(doc.description?.jp || doc.description?.en ? { description: texts(doc.description) } : {}),
    options: [
      {
        id: 'DEFAULT',
        title: texts(doc.title),
        landing_page: { url: `${publicUrl}/jp/search/${row.key}` },
        ...(price === null
          ? {}
          : { price_options: [{ id: 'adult', title: '大人 / Adult', price: money(price, doc.currency) }] }),
        related_locations: address
          ? [
              {
                location: { location: { address: `${address}, ${prefecture.en || 'Japan'}, Japan` } },
                relation_type: 'RELATION_TYPE_RELATED_NO_ADMISSION',
              },
            ]
          : [],
      },
    ],
  };
}

export type FeedStamp = { nonce: string; shards: number; lastModified: Date | null };

/** The feed's version: how many shards, a nonce of what is listed, and when it last changed. */
export async function feedStamp(ctx: Ctx, supplier: string | null): Promise<FeedStamp> {
  const { count, last } = await publicCatalogueStamp(ctx.database.db, supplier);
  const nonce = createHash('sha256')
    .update(`${supplier ?? '*'}|${count}|${last?.toISOString() ?? ''}`)
    .digest('hex')
    .slice(0, 16);
  return { nonce, shards: Math.max(1, Math.ceil(count / SHARD_SIZE)), lastModified: last };
}

/** One shard of the feed, in Google's ProductFeed shape. */
export async function feedShard(ctx: Ctx, supplier: string | null, shard: number, stamp: FeedStamp) {
  const rows = await publicCatalogue(ctx.database.db, supplier, shard * SHARD_SIZE, SHARD_SIZE);
  return {
    feed_metadata: {
      shard_id: shard,
      total_shards_count: stamp.shards,
      processing_instruction: 'PROCESS_AS_SNAPSHOT',
      nonce: stamp.nonce,
    },
    products: rows.map((row) => productOf(ctx.config.publicUrl, row as { key: string; doc: TariffDoc })),
  };
}
