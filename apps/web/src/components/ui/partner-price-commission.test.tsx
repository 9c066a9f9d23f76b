import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { I18nProvider } from '../../lib/i18n/use-translation';
import { PartnerPrice } from './partner-price';

function renderPrice(commission: number | null, locale: 'jp' | 'en' = 'jp') {
  return render(
    <I18nProvider i18n={createI18n(locale)}>
      <PartnerPrice amount={47_150} currency="JPY" discount={0} commission={commission} adults={1} />
    </I18nProvider>,
  );
}

describe('a partner price under a commission agreement (docs/product-decisions.md §12)', () => {
  it('names the commission instead of a 0 % discount', () => {
    renderPrice(12);
    expect(screen.getByTestId('partner-price')).toHaveTextContent('手数料12％');
    expect(screen.getByTestId('partner-price')).not.toHaveTextContent('割引');
  });

  it('keeps the discount wording for a discount agreement', () => {
    renderPrice(null, 'en');
    expect(screen.getByTestId('partner-price')).toHaveTextContent('0 % off');
  });
});
