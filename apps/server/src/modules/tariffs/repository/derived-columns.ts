import { lowestAdultRate, type TariffDoc } from '@tourtariff/shared';
import { adultPrices, bandColumns, priceRates } from './price-rates.ts';
import { SEARCH_FORM, searchDocument } from './search-text.ts';

/** The columns derived from a tariff document: written with the document, never on their own. */
export function derivedColumns(doc: TariffDoc) {
  const search = searchDocument(doc);
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
    // A lower bound of every price (search's filter relies on it), not a card's "from" price: see fromPrice.
    priceFrom: lowestAdultRate(doc),
    priceRates: rates,
    adultPrices: adultPrices(doc),
    ...bandColumns(doc),
    blackout: doc.blackout,
    searchText: search.text,
    searchTitle: search.title,
    searchForm: SEARCH_FORM,
  };
}
