import {
  groupSearchPrice,
  lowestPrice,
  namedBands,
  type QuoteOut,
  quote,
  type SearchBody,
  type TariffDoc,
} from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import { publishedPublic } from '../repository/links.ts';
import { searchDocument, searchTerms } from '../repository/search-text.ts';

/** One priced tariff of a shortlist: its texts and the quote at PUBLIC prices, or why it has none. */
export type PublicQuote = {
  key: string;
  title: TariffDoc['title'];
  summary: TariffDoc['summary'];
  currency: string;
  taxIncluded: boolean;
  quote: QuoteOut | null;
  reason: string | null;
};

/**
 * Public-price quotes for a list of tariffs (proposals), in the order given. Only published
 * tariffs a reader may see are priced: public ones, and partners-only ones of `partners` (the buyer's own
 * view). No agreement is passed to the one pricing function, so no partner price can reach the answer.
 */
export async function publicQuotes(
  db: Db,
  items: { tariff: string; date: string }[],
  group: { adults: number; children: number },
  partners: readonly string[] = [],
): Promise<PublicQuote[]> {
  const rows = await publishedPublic(
    db,
    items.map((item) => item.tariff),
    partners,
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return items.map(({ tariff, date }) => {
    const row = byKey.get(tariff);
    if (!row)
      return {
        key: tariff,
        title: { jp: '', en: '' },
        summary: { jp: '', en: '' },
        currency: 'JPY',
        taxIncluded: true,
        quote: null,
        reason: 'record.not_found',
      };
    const result = quote({ key: row.key, doc: row.doc }, { date, ...group }, null);
    return {
      key: row.key,
      title: row.doc.title,
      summary: row.doc.summary,
      currency: row.doc.currency,
      taxIncluded: row.doc.tax.included,
      quote: result.ok ? result.quote : null,
      reason: result.ok ? null : result.refusal.code,
    };
  });
}

/**
 * Whether a published tariff matches a saved search's text and filters the way search does (every word a
 * substring of the normalised text; category, prefecture, the price for N adults, and the children by age band
 * when it names any, within range).
 */
export function matchesSearch(
  doc: TariffDoc,
  search: Pick<SearchBody, 'q' | 'category' | 'prefecture' | 'adults' | 'bands' | 'price' | 'date'>,
): boolean {
  if (search.category && doc.category !== search.category) return false;
  if (search.prefecture && doc.prefecture !== search.prefecture) return false;
  const { text } = searchDocument(doc);
  // Within one word of the text, as search matches (search-text.ts): the text's words are space-separated.
  if (!searchTerms(search.q).every((term) => text.includes(term.word))) return false;
  if (search.price || search.date) {
    // Children by age band are priced by the quote for the group, as search prices them (search.ts). The
    // price is the public one (no agreement), so the tariff's key, which only selects agreement terms, is moot.
    const bands = namedBands(search.bands);
    const price = bands
      ? groupSearchPrice({ key: '', doc }, { adults: search.adults, bands }, search.date)
      : lowestPrice(doc, search.adults, search.date);
    if (price === null) return false;
    if (search.price?.min !== undefined && price < search.price.min) return false;
    if (search.price?.max !== undefined && price > search.price.max) return false;
  }
  return true;
}
