import type { PricedProposal } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { usePriceUnitText } from '../../../lib/price-unit';

type Props = { proposal: PricedProposal; publicTotals?: (number | null)[] };

/**
 * The priced tariffs of a proposal, as the client sees them (public prices, marked up); the buyer's own view
 * adds each public total beside. Shared by the proposals page and the client page, so both agree.
 */
export function ProposalPrices({ proposal, publicTotals }: Props) {
  const { t } = useTranslation('workset');
  const locale = useLocale();
  const unitText = usePriceUnitText();
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle" data-testid="proposal-prices">
        <caption className="visually-hidden">{t('prices.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('prices.tariff')}</th>
            <th scope="col">{t('prices.date')}</th>
            <th scope="col" className="text-end">
              {t('prices.unit')}
            </th>
            <th scope="col" className="text-end">
              {t('prices.total')}
            </th>
            {publicTotals && (
              <th scope="col" className="text-end">
                {t('prices.publicTotal')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {proposal.items.map((item, i) => (
            <tr key={item.tariff} data-testid="priced-item">
              <td>{item.available ? localized(item.title, locale).text : t('prices.unavailable')}</td>
              <td>{formatDate(item.date, locale)}</td>
              <td className="text-end">
                {item.lines.map((line) => (
                  <div key={line.kind} data-testid="unit-price">
                    {line.unit === 'per_person'
                      ? t(`prices.line.${line.kind}`, {
                          price: formatMoney(line.unitPrice, item.currency, locale),
                          quantity: line.quantity,
                        })
                      : t('prices.line.unit', {
                          price: formatMoney(line.unitPrice, item.currency, locale),
                          unit: unitText(line),
                          quantity: line.quantity,
                        })}
                  </div>
                ))}
              </td>
              <td className="text-end" data-testid="item-total">
                {item.price ? formatMoney(item.price.total, item.currency, locale) : '—'}
                {item.price && (
                  <div className="small text-body-secondary">
                    {item.taxIncluded ? t('prices.taxIncluded') : t('prices.taxAdded')}
                  </div>
                )}
              </td>
              {publicTotals && (
                <td className="text-end">
                  {publicTotals[i] != null ? formatMoney(publicTotals[i] ?? 0, item.currency, locale) : '—'}
                </td>
              )}
            </tr>
          ))}
        </tbody>
        {proposal.total !== null && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('prices.grandTotal')}
              </th>
              <td className="text-end fw-bold" data-testid="grand-total">
                {formatMoney(proposal.total, 'JPY', locale)}
              </td>
              {publicTotals && <td />}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
