import { agreedFigures, type Inquiry } from '@tourtariff/shared';
import { Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';

type Line = Inquiry['quote']['lines'][number];

/**
 * An inquiry's price, line by line from the tariff quote (the one pricing function), the supplier's change as a
 * line of its own with its reason, the tax and the cancellation schedule: all of them `agreedFigures`, derived
 * from the total the buyer pays, exactly as the server answers them.
 */
export function InquiryLines({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation(['messenger', 'tariffs']);
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, inquiry.currency, locale);
  const { quote, change } = inquiry;
  const partner = quote.partner;
  const figures = agreedFigures(quote, change);
  const lineLabel = (line: Line) => {
    const unit = t(`tariffs:unit.${line.unit as 'per_person'}`);
    const who = line.unit !== 'per_person' ? 'unitLine' : line.kind === 'adult' ? 'adultLine' : 'childLine';
    return t(`messenger:lines.${who}`, { unit, count: line.quantity, price: money(line.unitPrice) });
  };

  return (
    <>
      <Table size="sm" className="mb-2 align-middle" data-testid="inquiry-lines">
        <caption className="visually-hidden">{t('messenger:lines.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('messenger:lines.line')}</th>
            <th scope="col" className="text-end">
              {t('messenger:lines.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.lines.map((line, index) => (
            // Nights and age bands repeat a rate row (docs/product-decisions.md §12): the position names a line.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one inquiry never reorder
            <tr key={index}>
              <td className="small">{lineLabel(line)}</td>
              <td className="small text-end text-nowrap">{money(line.amount)}</td>
            </tr>
          ))}
          {partner && figures.discount !== null && (
            <tr className="text-success">
              <td className="small">{t('messenger:lines.partner', { percent: partner.discount })}</td>
              <td className="small text-end text-nowrap">{money(figures.discount)}</td>
            </tr>
          )}
          {figures.adjustment && (
            <tr data-testid="inquiry-change">
              <td className="small">
                {t('messenger:lines.adjustment', { reason: figures.adjustment.reason })}
              </td>
              <td className="small text-end text-nowrap">{money(figures.adjustment.amount)}</td>
            </tr>
          )}
          <tr>
            <td className="small">
              {quote.taxRule.included
                ? t('messenger:lines.taxIncluded', { rate: quote.taxRule.rate })
                : t('messenger:lines.taxAdded', { rate: quote.taxRule.rate })}
            </td>
            <td className="small text-end text-nowrap" data-testid="inquiry-tax">
              {money(figures.tax)}
            </td>
          </tr>
        </tbody>
        <tfoot>
          {change && (
            <tr className="text-body-secondary">
              <th scope="row" className="fw-normal">
                {t('messenger:lines.computed')}
              </th>
              <td className="text-end text-nowrap">
                <s>{money(change.from)}</s>
              </td>
            </tr>
          )}
          <tr className="fw-bold">
            <th scope="row">{t('messenger:lines.total')}</th>
            <td className="text-end text-nowrap" data-testid="inquiry-total">
              {money(figures.total)}
            </td>
          </tr>
        </tfoot>
      </Table>
      <h4 className="h6 small fw-semibold mb-1">{t('messenger:lines.cancellation')}</h4>
      {figures.cancellation.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('messenger:lines.noCancellation')}</p>
      ) : (
        <ul className="list-unstyled small mb-0" data-testid="inquiry-cancellation">
          {figures.cancellation.map((step) => (
            <li key={step.daysBefore} className="d-flex justify-content-between gap-2">
              <span>{t('messenger:lines.cancellationFrom', { date: formatDate(step.from, locale) })}</span>
              <span className="text-nowrap">
                {t('messenger:lines.cancellationFee', { percent: step.feePercent, amount: money(step.fee) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
