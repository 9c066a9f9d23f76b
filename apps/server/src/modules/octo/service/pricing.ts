import { minorDigits, type PricingAgreement, type QuoteOut, quote, type TariffDoc } from '@tourtariff/shared';

/*
 * OCTO's Pricing (docs/octo.md "Pricing"): every figure from the one pricing function, `quote` of
 * packages/shared tariffs-quote.ts. Retail is the public price, net what the calling reseller pays under the
 * agreement in force with the supplier (the public price without one); integer minor units with the currency's
 * precision (0 for JPY).
 */

export type OctoPricing = {
  original: number;
  retail: number;
  net: number | null;
  currency: string;
  currencyPrecision: number;
  includedTaxes: { name: string; retail: number; original: number; net: number | null }[];
};

export type Group = {
  date: string;
  adults: number;
  children: number;
  bands?: Record<string, number> | undefined;
  units?: number | undefined;
};

const TAX_NAME = { ja: '消費税', en: 'Consumption tax' } as const;

/** The currency's minor-unit digits (JPY 0): shared with the web's formatting, built once per currency. */
export const currencyPrecision = minorDigits;

/** The quote's public and caller's totals as OCTO pricing. */
export function pricingOfQuote(q: QuoteOut, language: 'ja' | 'en'): OctoPricing {
  const net = q.partner ?? q.public;
  return {
    original: q.public.total,
    retail: q.public.total,
    net: q.total,
    currency: q.currency,
    currencyPrecision: currencyPrecision(q.currency),
    includedTaxes: [{ name: TAX_NAME[language], retail: q.public.tax, original: q.public.tax, net: net.tax }],
  };
}

/** A group's price on a date, or null when the tariff does not price it (outside validity, no tier). */
export function pricingFor(
  tariff: { key: string; doc: TariffDoc },
  group: Group,
  agreement: PricingAgreement | null,
  language: 'ja' | 'en',
): OctoPricing | null {
  const result = quote(
    { key: tariff.key, doc: tariff.doc },
    {
      date: group.date,
      adults: group.adults,
      children: group.children,
      units: group.units ?? 1,
      ...(group.bands ? { bands: group.bands } : {}),
    },
    agreement,
  );
  return result.ok ? pricingOfQuote(result.quote, language) : null;
}
