import { describe, expect, it } from 'vitest';
import type { TariffDoc } from './contracts/tariffs.ts';
import { DEFAULT_AGE_BANDS } from './tariffs-dimension-values.ts';
import { lowestPrice, type PricingAgreement } from './tariffs-pricing.ts';
import { tariffSearchBody } from './tariffs-query.ts';
import { quote } from './tariffs-quote.ts';
import { groupSearchPrice, namedBands } from './tariffs-stay-prices.ts';

/*
 * A search naming children by age band (docs/product-decisions.md §12, Search with children by age band): the
 * contract takes the quote's band counts, and the price is the quote's for the same group.
 */

const row = (occupancy: number | null, day: string | null, adult: number) => ({
  season: null,
  unit: 'per_person' as const,
  pax_min: 1,
  pax_max: 8,
  adult,
  child: null,
  occupancy,
  day_type: day,
});

/** A ryokan: 1室2名 20,000 / 25,000 (休前日), 1室3名 18,000 / 22,000, サービス料 10 %, tax included, no city tax. */
const ryokan: TariffDoc = {
  title: { jp: '旅館', en: 'Ryokan' },
  summary: { jp: '', en: '' },
  category: 'accommodation',
  prefecture: '26',
  area: { jp: '', en: '' },
  tags: [],
  images: [],
  visibility: 'public',
  currency: 'JPY',
  validity: { from: '2027-01-01', to: '2027-12-31' },
  blackout: [],
  seasons: [],
  rates: [
    row(2, 'weekday', 20_000),
    row(2, 'holiday_eve', 25_000),
    row(3, 'weekday', 18_000),
    row(3, 'holiday_eve', 22_000),
  ],
  tax: { included: true, rate: 10 },
  cancellation: [],
  charges: { service_percent: 10, bath_tax: { per_night: 0, exempt_under_age: null }, lodging_tax: null },
} as unknown as TariffDoc;
const WEEKDAY = '2027-06-09';
const EVE = '2027-06-12';
const tariff = { key: 'tf_r', doc: ryokan };

describe('search band counts in the contract', () => {
  const parse = (bands: unknown) => tariffSearchBody.safeParse({ adults: 2, bands });

  it.each([
    [{ elementary: 1 }, true],
    [{ elementary: 0, baby: 2 }, true],
    [{}, true],
    [{ elementary: 999 }, true],
    [{ elementary: 1000 }, false],
    [{ elementary: -1 }, false],
    [{ elementary: 1.5 }, false],
    [{ Elementary: 1 }, false],
    [{ '1st': 1 }, false],
    [{ elementary: '1' }, false],
    [Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`b${i}`, 1])), false],
    [Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`b${i}`, 1])), true],
  ])('%j → %s', (bands, ok) => {
    expect(parse(bands).success).toBe(ok);
  });

  it('names the field and rule of a refusal', () => {
    const result = parse(Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`b${i}`, 1])));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['bands'], params: { rule: 'max_bands', max: 8 } });
  });

  it('is optional: a search without bands parses as before', () => {
    expect(tariffSearchBody.parse({ adults: 2 })).not.toHaveProperty('bands');
  });

  it('keeps only the bands that name someone', () => {
    expect(namedBands(undefined)).toBeNull();
    expect(namedBands({ elementary: 0 })).toBeNull();
    expect(namedBands({ elementary: 0, baby: 2 })).toEqual({ baby: 2 });
  });
});

describe('the search price of a group with children is the quote’s', () => {
  const quoted = (
    date: string,
    adults: number,
    bands: Record<string, number>,
    agreement?: PricingAgreement,
  ) => {
    const result = quote(tariff, { date, adults, children: 0, bands }, agreement ?? null);
    if (!result.ok) throw new Error(result.refusal.code);
    return result.quote.total;
  };

  it.each([
    // 2 adults + 1 小学生 in a room of 3 on a weekday: 2 × 18,000 + 70 % 12,600 = 48,600, service 4,860.
    [WEEKDAY, 2, { elementary: 1 }, 53_460],
    // The same on a 休前日: 2 × 22,000 + 15,400 = 59,400 + 5,940.
    [EVE, 2, { elementary: 1 }, 65_340],
    // A 乳児 does not count for occupancy and is free: a room of 2 at 20,000 each + service.
    [WEEKDAY, 2, { baby: 1 }, 44_000],
    // 幼児 without meals (30 %) stays in the room of 2 without changing its occupancy: 40,000 + 6,000 + 10 %.
    [WEEKDAY, 2, { infant_no_meal: 1 }, 50_600],
  ] as const)('%s, %i adults + %j → ¥%i', (date, adults, bands, total) => {
    expect(quoted(date, adults, bands)).toBe(total);
    expect(groupSearchPrice(tariff, { adults, bands }, date)).toBe(total);
  });

  it('without a date, the cheapest night: a lower bound of every dated price', () => {
    const undated = groupSearchPrice(tariff, { adults: 2, bands: { elementary: 1 } }, undefined);
    expect(undated).toBe(53_460);
    for (const date of [WEEKDAY, EVE, '2027-12-31'])
      expect(undated).toBeLessThanOrEqual(
        groupSearchPrice(tariff, { adults: 2, bands: { elementary: 1 } }, date) ?? 0,
      );
  });

  it('a group too large for one room is spread as a search for adults spreads it, the cheapest spread', () => {
    // 4 adults + 1 小学生: no row for 5, so 2 rooms (3 + 2), filled adults first: 3 × 18,000 and 20,000 +
    // 70 % of 20,000 = 88,000 + 8,800 service; the quote for the same group in 2 rooms says the same.
    const result = quote(tariff, {
      date: WEEKDAY,
      adults: 4,
      children: 0,
      units: 2,
      bands: { elementary: 1 },
    });
    expect(result.ok && result.quote.total).toBe(96_800);
    expect(groupSearchPrice(tariff, { adults: 4, bands: { elementary: 1 } }, WEEKDAY)).toBe(96_800);
  });

  it('prices the partner’s total under an agreement; a commission agreement’s is the public one', () => {
    const discount: PricingAgreement = { key: 'ag_d', discount: 10, overrides: [] };
    const commission: PricingAgreement = { key: 'ag_c', discount: 0, overrides: [], commission: 12 };
    const bands = { elementary: 1 };
    expect(groupSearchPrice(tariff, { adults: 2, bands }, WEEKDAY, discount)).toBe(
      quoted(WEEKDAY, 2, bands, discount),
    );
    expect(groupSearchPrice(tariff, { adults: 2, bands }, WEEKDAY, discount)).toBeLessThan(53_460);
    expect(groupSearchPrice(tariff, { adults: 2, bands }, WEEKDAY, commission)).toBe(53_460);
  });

  it('less consumption tax when the tariff adds it, as cards show prices', () => {
    const added = { key: 'tf_a', doc: { ...ryokan, tax: { included: false, rate: 10 } } };
    const result = quote(added, { date: WEEKDAY, adults: 2, children: 0, bands: { elementary: 1 } });
    expect(result.ok && result.quote.public.total - result.quote.public.tax).toBe(53_460);
    expect(groupSearchPrice(added, { adults: 2, bands: { elementary: 1 } }, WEEKDAY)).toBe(53_460);
  });

  it('a tariff without dimensions prices its bands by the stay quote too; adults alone agree with lowestPrice', () => {
    const plain = {
      key: 'tf_p',
      doc: { ...ryokan, charges: undefined, rates: [row(null, null, 10_000)] } as TariffDoc,
    };
    expect(groupSearchPrice(plain, { adults: 2, bands: { elementary: 1 } }, WEEKDAY)).toBe(27_000);
    expect(groupSearchPrice(plain, { adults: 2, bands: {} }, WEEKDAY)).toBe(
      lowestPrice(plain.doc, 2, WEEKDAY),
    );
  });

  it('no price for a band key the tariff does not define, nor outside its validity', () => {
    const own = { key: 'tf_o', doc: { ...ryokan, age_bands: DEFAULT_AGE_BANDS.slice(0, 1) } };
    expect(groupSearchPrice(own, { adults: 2, bands: { baby: 1 } }, WEEKDAY)).toBeNull();
    expect(groupSearchPrice(tariff, { adults: 2, bands: { elementary: 1 } }, '2028-01-05')).toBeNull();
  });
});
