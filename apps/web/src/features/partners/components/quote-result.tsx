import type { QuoteOut } from '@tourtariff/shared';
import { Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';

type Line = QuoteOut['lines'][number];
type Adjustment = NonNullable<QuoteOut['partner']>['adjustments'][number];

/** A quote explained line by line: what each part costs, what the agreement takes off, tax, the total. */
export function QuoteResult({ quote }: { quote: QuoteOut }) {
  const { t } = useTranslation(['partners', 'tariffs']);
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  const partner = quote.partner;
  const totals = partner ?? quote.public;

  const lineLabel = (line: Line) => {
    const unit = t(`tariffs:unit.${line.unit as 'per_person'}`);
    const pax =
      line.paxMin === line.paxMax
        ? t('tariffs:paxOne', { count: line.paxMin })
        : t('tariffs:paxRange', { min: line.paxMin, max: line.paxMax });
    if (line.unit !== 'per_person') return t('partners:quote.unitLine', { unit, pax, count: line.quantity });
    return line.kind === 'adult'
      ? t('partners:quote.adultLine', { unit, pax, count: line.quantity })
      : t('partners:quote.childLine', { unit, pax, count: line.quantity });
  };
  const adjustmentLabel = (adjustment: Adjustment) =>
    adjustment.kind === 'override_net'
      ? t('partners:quote.net')
      : adjustment.kind === 'override_percent'
        ? `${t('partners:quote.override')} ${adjustment.percent ?? ''} %`
        : t('partners:quote.discount', { percent: adjustment.percent ?? partner?.discount ?? 0 });

  return (
    <div data-testid="quote-result">
      <p className="small mb-2">
        {quote.season
          ? t('partners:quote.season', { name: localized(quote.season.name, locale).text })
          : t('partners:quote.allYear')}
      </p>
      <Table size="sm" className="mb-2 align-middle">
        <caption className="visually-hidden">{t('partners:quote.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('partners:quote.line')}</th>
            <th scope="col" className="text-end">
              {t('partners:quote.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, index) => (
            <QuoteLineRows
              key={`${line.kind}-${line.rate}`}
              label={lineLabel(line)}
              amount={money(line.amount)}
              adjustments={(partner?.adjustments ?? [])
                .filter((adjustment) => adjustment.line === index)
                .map((adjustment) => ({
                  label: adjustmentLabel(adjustment),
                  amount: money(adjustment.amount),
                }))}
            />
          ))}
          <tr>
            <td className="small">
              {quote.taxRule.included
                ? t('partners:quote.taxIncluded', { rate: quote.taxRule.rate })
                : t('partners:quote.taxAdded', { rate: quote.taxRule.rate })}
            </td>
            <td className="text-end small text-nowrap">{money(totals.tax)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr className="fw-bold">
            <th scope="row">{partner ? t('partners:quote.partnerTotal') : t('partners:quote.total')}</th>
            <td className="text-end text-nowrap" data-testid="quote-total">
              {money(quote.total)}
            </td>
          </tr>
          {partner && (
            <tr className="text-body-secondary">
              <th scope="row" className="fw-normal">
                {t('partners:price.public')}
              </th>
              <td className="text-end text-nowrap" data-testid="quote-public-total">
                {money(quote.public.total)}
              </td>
            </tr>
          )}
        </tfoot>
      </Table>
      <h3 className="h6 mt-3">{t('partners:quote.cancellation')}</h3>
      {quote.cancellation.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('partners:quote.noCancellation')}</p>
      ) : (
        <ul className="list-unstyled small mb-0" data-testid="quote-cancellation">
          {quote.cancellation.map((step) => (
            <li key={step.daysBefore} className="d-flex justify-content-between gap-2">
              <span>{t('partners:quote.cancellationFrom', { date: formatDate(step.from, locale) })}</span>
              <span className="text-nowrap">
                {t('partners:quote.cancellationFee', { percent: step.feePercent, amount: money(step.fee) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type RowsProps = { label: string; amount: string; adjustments: { label: string; amount: string }[] };

/** One priced line and, under it, what the agreement changes on it. */
function QuoteLineRows({ label, amount, adjustments }: RowsProps) {
  return (
    <>
      <tr>
        <td className="small">{label}</td>
        <td className="text-end small text-nowrap">{amount}</td>
      </tr>
      {adjustments.map((adjustment) => (
        <tr key={adjustment.label} className="text-success" data-testid="quote-adjustment">
          <td className="small ps-3">{adjustment.label}</td>
          <td className="text-end small text-nowrap">{adjustment.amount}</td>
        </tr>
      ))}
    </>
  );
}
