import type { AgeBand, QuoteOut, SpecialDay } from '@tourtariff/shared';
import { Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { QuoteCharges, QuoteCommission } from './quote-charges';
import { useQuoteLabels } from './quote-labels';

type Adjustment = NonNullable<QuoteOut['partner']>['adjustments'][number];

type Props = {
  quote: QuoteOut;
  /** The bands the lines of kind 'band' name, and the special days a night's day type may name. */
  bands?: readonly AgeBand[];
  specialDays?: readonly SpecialDay[];
};

/**
 * A quote explained line by line: each night's day type, what each part costs, what the agreement takes off,
 * service charge, tax and the local taxes, the total, and for a commission agreement what the supplier nets.
 */
export function QuoteResult({ quote, bands = [], specialDays = [] }: Props) {
  const { t } = useTranslation(['partners', 'tariffs']);
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  const partner = quote.partner;
  const totals = partner ?? quote.public;

  const labels = useQuoteLabels(bands, specialDays);
  const commission = partner?.commission;
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
      {quote.days && quote.days.length > 0 && (
        <ul className="list-unstyled small mb-2" data-testid="quote-days">
          {quote.days.map((day) => (
            <li key={day.date} data-testid="quote-day">
              {t('partners:quote.night', {
                date: formatDate(day.date, locale),
                day: labels.dayType(day.dayType),
              })}
            </li>
          ))}
        </ul>
      )}
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
              // Nights and bands repeat a rate row, so only the position names a line.
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one answer never reorder
              key={index}
              label={labels.line(line)}
              amount={money(line.amount)}
              adjustments={(partner?.adjustments ?? [])
                .filter((adjustment) => adjustment.line === index)
                .map((adjustment) => ({
                  label: adjustmentLabel(adjustment),
                  amount: money(adjustment.amount),
                }))}
            />
          ))}
          <QuoteCharges quote={quote} totals={totals} money={money} />
        </tbody>
        <tfoot>
          <tr className="fw-bold">
            <th scope="row">
              {partner && !commission ? t('partners:quote.partnerTotal') : t('partners:quote.total')}
            </th>
            <td className="text-end text-nowrap" data-testid="quote-total">
              {money(quote.total)}
            </td>
          </tr>
          <QuoteCommission quote={quote} money={money} />
          {partner && !commission && (
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
      <tr data-testid="quote-line">
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
