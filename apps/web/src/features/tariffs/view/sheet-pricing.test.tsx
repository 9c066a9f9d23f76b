import { render, screen, within } from '@testing-library/react';
import { DEFAULT_AGE_BANDS, type TariffDoc } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../lib/config';
import { createI18n } from '../../../lib/i18n';
import { I18nProvider } from '../../../lib/i18n/use-translation';
import { TariffSheet } from './tariff-sheet';
import { ryokanDoc } from './test/fixtures';

const rate = { season: null, unit: 'per_person' as const, pax_min: 1, pax_max: 4, child: null };
/** A ryokan sheet (docs/product-decisions.md §12): occupancy and day-typed rates, a special day, charges, bands. */
const sheet: TariffDoc = {
  ...ryokanDoc,
  seasons: [],
  rates: [
    { ...rate, occupancy: 2, day_type: 'holiday_eve', adult: 24_000 },
    { ...rate, occupancy: 2, day_type: 'weekday', adult: 20_000, single_supplement: 5_000 },
    { ...rate, occupancy: 3, day_type: 'weekday', adult: 18_000 },
    { ...rate, occupancy: 2, day_type: '年末年始', adult: 30_000 },
  ],
  special_days: [{ name: { jp: '年末年始', en: 'Year end' }, from: '2025-12-29', to: '2026-01-03' }],
  charges: { service_percent: 15, bath_tax: { per_night: 150, exempt_under_age: 12 }, lodging_tax: 'kyoto' },
  age_bands: DEFAULT_AGE_BANDS,
};

function renderSheet(locale: Locale, doc: TariffDoc) {
  return render(
    <I18nProvider i18n={createI18n(locale)}>
      <TariffSheet doc={doc} />
    </I18nProvider>,
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the rate sheet of a ryokan (docs/product-decisions.md §12)', () => {
  it('shows day type, occupancy and single supplement columns, 平日 before 休前日 before special days (jp)', () => {
    renderSheet('jp', sheet);
    const rows = rowsOf(within(screen.getByTestId('rate-group')).getByRole('table'));
    expect(rows[0]).toEqual(['曜日区分', '室利用人数', '単位', '人数', '大人', '子ども', '1名利用追加料金']);
    expect(rows.slice(1).map((cells) => cells.slice(0, 2))).toEqual([
      ['平日', '1室2名'],
      ['平日', '1室3名'],
      ['休前日', '1室2名'],
      ['年末年始', '1室2名'],
    ]);
    expect(rows[1]?.[6]).toBe('5000円');
  });

  it('lists charges and age bands in the reader’s language (en)', () => {
    renderSheet('en', sheet);
    expect(screen.getByTestId('sheet-special-days')).toHaveTextContent('Year end');
    expect(screen.getByTestId('sheet-service')).toHaveTextContent('15 % (subject to consumption tax)');
    expect(screen.getByTestId('sheet-bath-tax')).toHaveTextContent(
      '¥150 per person per night (under 12 exempt)',
    );
    expect(screen.getByTestId('sheet-lodging-tax')).toHaveTextContent('Kyoto City');
    const bands = rowsOf(screen.getByTestId('sheet-age-bands'));
    expect(bands[1]).toEqual(['Elementary school', '6–12 years', '70 % of the adult rate', 'Yes']);
    expect(bands[4]).toEqual(['Baby', '0–2 years', '¥0', 'No']);
  });

  it('keeps a simple tariff’s table and sheet as they were', () => {
    renderSheet('en', ryokanDoc);
    expect(screen.queryByText('Day type')).toBeNull();
    expect(screen.queryByText('Occupancy')).toBeNull();
    expect(screen.queryByTestId('sheet-pricing')).toBeNull();
  });
});
