import { fromPrice } from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import { linkableKeys, publishedPublic } from '../repository/links.ts';

/*
 * What the events module asks of tariffs (through index.ts): which tariffs an event may link, and the cards a
 * shared event page shows. Events keep their own rules; these answer only for tariffs.
 */

export const linkableTariffs = (db: Db, space: string, keys: string[]) => linkableKeys(db, space, keys);

/**
 * Published public tariffs among `keys`, in the order given: what anyone with the event's link may see; an
 * active trading partner of the supplier (`partners`, from readerFor) also sees its partners-only ones.
 */
export async function publicTariffCards(db: Db, keys: string[], partners: readonly string[] = []) {
  const rows = await publishedPublic(db, keys, partners);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.flatMap((key) => {
    const t = byKey.get(key);
    if (!t) return [];
    return [
      {
        key: t.key,
        title: t.doc.title,
        summary: t.doc.summary,
        category: t.category,
        prefecture: t.prefecture,
        currency: t.currency,
        tax: t.doc.tax,
        // What a default search card shows for this tariff: one pricing function for both (issue 13 item 6).
        priceFrom: fromPrice(t.doc),
        image: t.doc.images[0] ?? null,
      },
    ];
  });
}
