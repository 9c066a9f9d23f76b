import type { Booking } from '@tourtariff/shared';
import { Alert, Table } from 'react-bootstrap';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { useAmendPreview } from '../api/bookings';
import { lineText } from './price-lines';

const unavailableText = {
  'booking.sold_out': 'amend.unavailable.sold_out',
  'booking.closed': 'amend.unavailable.closed',
  'booking.on_request': 'amend.unavailable.on_request',
} as const;

/**
 * The amendment's figures from the server (the one pricing function): the new price lines, the new total against
 * the current one, and whether the new dates have the units, or the server's refusal of what was typed.
 */
export function AmendPreviewView({ booking, body }: { booking: Booking; body: string }) {
  const { t } = useTranslation('bookings');
  const texts = useErrorText();
  const locale = useLocale();
  const preview = useAmendPreview(booking.key, body);
  if (body === '{}') return null;
  if (preview.isPending) return <InlineSpinner />;
  if (preview.isError)
    return (
      <Alert variant="warning" className="mt-3 mb-0 small" data-testid="amend-refusal">
        {texts.describe(preview.error, t('amend.previewFailed'))}
      </Alert>
    );
  const figures = preview.data;
  const money = (minor: number) => formatMoney(minor, figures.currency, locale);
  const gone = figures.unavailable;
  // A band line names its band by key; the tariff's own name for it reads better, in the reader's language.
  const bandName = new Map(figures.bands.map((band) => [band.key, localized(band.name, locale).text]));
  const named = (line: (typeof figures.lines)[number]) =>
    line.band ? { ...line, band: bandName.get(line.band) ?? line.band } : line;
  return (
    <section className="mt-3" aria-live="polite" aria-busy={preview.isFetching} data-testid="amend-preview">
      <h3 className="h6">{t('amend.preview')}</h3>
      <Table size="sm" className="mb-2 align-middle">
        <caption className="visually-hidden">{t('amend.preview')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lines.line')}</th>
            <th scope="col" className="text-end">
              {t('lines.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one answer's lines never reorder
            <tr key={index}>
              <td className="small">{lineText(named(line), figures.currency, locale, t)}</td>
              <td className="small text-end text-nowrap">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td className="small">{t('amend.currentTotal')}</td>
            <td className="small text-end text-nowrap" data-testid="amend-current-total">
              {money(figures.current.total)}
            </td>
          </tr>
          <tr className="fw-semibold">
            <td>{t('amend.newTotal')}</td>
            <td className="text-end text-nowrap" data-testid="amend-new-total">
              {money(figures.total)}
            </td>
          </tr>
        </tfoot>
      </Table>
      {gone ? (
        <Alert variant="danger" className="mb-0 small" data-testid="amend-unavailable">
          {t(unavailableText[gone.code], {
            date: formatDate(gone.date, locale),
            count: gone.left ?? 0,
          })}
        </Alert>
      ) : (
        <p className="small text-success mb-0" data-testid="amend-available">
          {t('amend.available')}
        </p>
      )}
    </section>
  );
}
