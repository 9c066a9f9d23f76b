import type { TariffDoc } from '@tourtariff/shared';
import { adultPrices, priceRates } from './price-rates.ts';
import { searchDocument } from './search-text.ts';

/** The columns derived from a tariff document: written with the document, never on their own. */
export function derivedColumns(doc: TariffDoc) {
  const search = searchDocument(doc);
  const adults = doc.rates.map((rate) => rate.adult);
  const rates = priceRates(doc);
  return {
    category: doc.category,
    prefecture: doc.prefecture,
    currency: doc.currency,
    visibility: doc.visibility,
    validFrom: doc.validity.from,
    validTo: doc.validity.to,
    titleJp: doc.title.jp,
    titleEn: doc.title.en,
    priceFrom: adults.length ? Math.min(...adults) : null,
    priceRates: rates,
    adultPrices: adultPrices(rates),
    blackout: doc.blackout,
    searchText: search.text,
    searchTitle: search.title,
  };
}
