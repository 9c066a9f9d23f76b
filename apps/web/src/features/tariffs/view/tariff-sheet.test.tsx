import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../lib/config';
import { createI18n } from '../../../lib/i18n';
import { I18nProvider } from '../../../lib/i18n/use-translation';
import { TariffSheet } from './tariff-sheet';
import { ryokanDoc } from './test/fixtures';

function renderSheet(locale: Locale, doc = ryokanDoc, aside?: React.ReactNode) {
  return render(
    <I18nProvider i18n={createI18n(locale)}>
      <TariffSheet doc={doc} aside={aside} />
    </I18nProvider>,
  );
}

/** The cells of each row of a table, as text. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('TariffSheet', () => {
  it('shows one rates table per season with yen in the docs/product.md §5 format and the tax label (en)', () => {
    renderSheet('en');
    const groups = screen.getAllByTestId('rate-group');
    // Ranges come from lib/locale.ts; ICU versions differ in the spaces around the dash, so spaces are evened.
    const headings = groups.map((g) => within(g).getByRole('heading').textContent?.replace(/\s/g, ' '));
    expect(headings).toEqual([
      'All year1 April 2025 – 31 March 2026',
      'Spring1 April – 31 May 2025',
      'Autumn1 October – 30 November 2025',
    ]);
    expect(rowsOf(within(groups[0] as HTMLElement).getByRole('table'))).toEqual([
      // A room's price sits in the adult column and says what it is for.
      ['per room', '2 pax', '¥50,000per room', '—No child price'],
    ]);
    expect(rowsOf(within(groups[1] as HTMLElement).getByRole('table'))).toEqual([
      ['per person', '1–2 pax', '¥28,000', '¥14,000'],
      ['per person', '3–6 pax', '¥24,000', '—No child price'],
    ]);
    expect(screen.getByTestId('sheet-tax')).toHaveTextContent('Prices are tax incl. (tax rate 10%)');
  });

  it('speaks Japanese: yen as 円, 税抜 when the tariff says so, and the jp texts', () => {
    renderSheet('jp', { ...ryokanDoc, tax: { included: false, rate: 8 } });
    expect(screen.getByRole('heading', { level: 2, name: '京都の老舗旅館 一泊二食' })).toBeInTheDocument();
    const autumn = screen.getAllByTestId('rate-group')[2] as HTMLElement;
    expect(rowsOf(within(autumn).getByRole('table'))).toEqual([
      ['1名あたり', '1〜6名', '32,000円', '16,000円'],
    ]);
    expect(screen.getByTestId('sheet-tax')).toHaveTextContent('料金は税抜です（税率8%）');
    expect(screen.getByTestId('sheet-location')).toHaveTextContent('京都府・祇園');
    expect(screen.getByText('宿泊')).toBeInTheDocument();
    // One Japanese date style: the validity, a season and the blackout days alike.
    expect(screen.getByTestId('sheet-validity')).toHaveTextContent('2025年4月1日～2026年3月31日');
    expect(within(autumn).getByRole('heading')).toHaveTextContent('2025年10月1日～2025年11月30日');
    expect(screen.getByTestId('sheet-blackout')).toHaveTextContent('2025年8月15日、2025年12月31日');
  });

  it('falls back to the other language for an empty text and marks its language', () => {
    renderSheet('en');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Historic Kyoto ryokan, half board');
    const summary = screen.getByText('祇園まで徒歩5分の老舗旅館。');
    expect(summary).toHaveAttribute('lang', 'ja');
    expect(screen.getByTestId('sheet-location')).toHaveTextContent('Kyoto · Gion');
  });

  it('lists inclusions, validity, sorted blackout dates, cancellation rows, images and tags', () => {
    renderSheet('en');
    const conditions = screen.getByTestId('sheet-conditions');
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dinner', 'Breakfast', 'Bathing tax']);
    expect(screen.getByTestId('sheet-validity')).toHaveTextContent(/^1 April 2025\s–\s31 March 2026$/);
    expect(screen.getByTestId('sheet-blackout')).toHaveTextContent('15 August 2025, 31 December 2025');
    const cancellation = within(screen.getByTestId('sheet-cancellation')).getByRole('table');
    expect(rowsOf(cancellation)).toEqual([
      ['From 7 days before', '30%'],
      ['From 1 day before', '50%'],
      ['On the day', '100%'],
    ]);
    expect(screen.getByRole('img', { name: 'Historic Kyoto ryokan, half board, image 1' })).toHaveAttribute(
      'src',
      `/api/ipfs/${ryokanDoc.images[0]}`,
    );
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when there are no rates or cancellation fees, and shows the aside', () => {
    renderSheet('en', { ...ryokanDoc, rates: [], seasons: [], cancellation: [] }, <p>Supplier card</p>);
    expect(screen.getByText('No rates yet.')).toBeInTheDocument();
    expect(screen.getByText('No cancellation fees stated.')).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent('Supplier card');
  });
});
