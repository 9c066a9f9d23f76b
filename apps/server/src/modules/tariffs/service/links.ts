import { commissionOf, fromPrice, partnerDoc } from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import { linkableKeys, publishedPublic } from '../repository/links.ts';
import type { Reader } from './caller.ts';

/*
 * What the events module asks of tariffs (through index.ts): which tariffs an event may link, and the cards a
 * shared event page shows. Events keep their own rules; these answer only for tariffs.
 */

export const linkableTariffs = (db: Db, space: string, keys: string[]) => linkableKeys(db, space, keys);

/** Who looks at a shared event page: an anonymous visitor has no partners and no agreements. */
export type Viewer = Pick<Reader, 'partners' | 'agreements'>;
export const anonymousViewer: Viewer = { partners: [], agreements: new Map() };

/**
 * Published public tariffs among `keys`, in the order given: what anyone with the event's link may see; an
 * active trading partner of the supplier (`partners`, from readerFor) also sees its partners-only ones, and
 * with an agreement in force their partner "from" price beside the public one.
 */
export async function publicTariffCards(db: Db, keys: string[], viewer: Viewer = anonymousViewer) {
  const rows = await publishedPublic(db, keys, viewer.partners);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.flatMap((key) => {
    const t = byKey.get(key);
    if (!t) return [];
    const agreement = viewer.agreements.get(t.spaceKey);
    return [
      {
        key: t.key,
        title: t.doc.title,
        summary: t.doc.summary,
        category: t.category,
        prefecture: t.prefecture,
        currency: t.currency,
        tax: t.doc.tax,
        // What a default search card shows for this tariff: one pricing function for both.
        priceFrom: fromPrice(t.doc),
        image: t.doc.images[0] ?? null,
        // The same pick at the partner's rates: what their default search card shows as the partner price.
        partner: agreement
          ? {
              agreement: agreement.key,
              discount: agreement.discount,
              ...commissionOf(agreement, t.key),
              priceFrom: fromPrice(partnerDoc(t.doc, t.key, agreement)),
            }
          : null,
      },
    ];
  });
}
