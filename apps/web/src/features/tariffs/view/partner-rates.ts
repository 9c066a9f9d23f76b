import type { TariffDoc } from '@tourtariff/shared';
import type { PartnerRates } from '../api/types';

/**
 * The tariff with each rate row at the partner's price the server answered (by row index), so the one pricing
 * function prices a partner's pick exactly as it prices the public one.
 */
export function pricedAsPartner<D extends Pick<TariffDoc, 'rates'>>(doc: D, partner: PartnerRates): D {
  return {
    ...doc,
    rates: doc.rates.map((rate, index) => {
      const own = partner.rates.find((row) => row.rate === index);
      if (!own) return rate;
      // A single supplement at the partner's price too (docs/product-decisions.md §12).
      const single = own.single_supplement;
      return {
        ...rate,
        adult: own.adult,
        child: own.child,
        ...(single === undefined ? {} : { single_supplement: single }),
      };
    }),
  };
}
