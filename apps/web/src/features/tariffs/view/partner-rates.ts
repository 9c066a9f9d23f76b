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
      return own ? { ...rate, adult: own.adult, child: own.child } : rate;
    }),
  };
}
