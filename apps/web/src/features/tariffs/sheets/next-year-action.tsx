import type { TariffNextYearOut } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert, Button, Table } from 'react-bootstrap';
import { FormDialog } from '../../../components/ui/dialogs';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { useNextYear } from '../api/sheets';
import type { TariffView } from '../api/types';
import { useFieldLabel } from './field-label';

type Props = {
  tariff: Pick<TariffView, 'key'>;
  /** The copy was saved as a new draft: the page opens it. */
  onCopied: (key: string) => void;
};

/**
 * Copy to the next year (docs/product-decisions.md §13): the dialog first shows every moved date with its
 * weekday before and after (a night's 休前日 or holiday follows the weekday), and saves only when confirmed.
 */
export function NextYearAction({ tariff, onCopied }: Props) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const texts = useErrorText();
  const labelOf = useFieldLabel();
  const nextYear = useNextYear();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<TariffNextYearOut | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setOpen(true);
    setPreview(null);
    setFailure(null);
    try {
      setPreview(await nextYear.mutateAsync({ key: tariff.key, preview: true }));
    } catch (error) {
      setFailure(texts.describe(error));
    }
  }

  async function save() {
    try {
      const saved = await nextYear.mutateAsync({ key: tariff.key, preview: false });
      setOpen(false);
      if (saved.tariff) onCopied(saved.tariff.key);
    } catch (error) {
      setFailure(texts.describe(error));
    }
  }

  // The night's day type beside the date: a fixed type in words, a special day by its own name.
  const day = (date: string, weekday: number, type: string) =>
    `${formatDate(date, locale)}（${t(`sheets.weekday.${weekday}` as 'sheets.weekday.0')}）${t(
      `sheets.dayType.${type}` as 'sheets.dayType.weekday',
      type,
    )}`;

  return (
    <>
      <Button variant="outline-secondary" onClick={() => void start()} data-testid="next-year-button">
        {t('sheets.nextYear.action')}
      </Button>
      <FormDialog
        show={open}
        title={t('sheets.nextYear.title')}
        submitLabel={t('sheets.nextYear.save')}
        busy={nextYear.isPending || preview === null}
        onCancel={() => setOpen(false)}
        onSubmit={() => void save()}
        data-testid="next-year-dialog"
      >
        {failure && <Alert variant="danger">{t('sheets.failed', { message: failure })}</Alert>}
        {!preview && !failure && <InlineSpinner />}
        {preview && (
          <>
            <p>
              {t('sheets.nextYear.intro', {
                from: formatDate(preview.doc.validity.from, locale),
                to: formatDate(preview.doc.validity.to, locale),
              })}
            </p>
            <p className="small text-body-secondary">{t('sheets.nextYear.dayTypes')}</p>
            <Table size="sm" responsive data-testid="next-year-diff">
              <caption className="visually-hidden">{t('sheets.nextYear.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sheets.column.field')}</th>
                  <th scope="col">{t('sheets.column.before')}</th>
                  <th scope="col">{t('sheets.column.after')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row" className="fw-normal">
                      {labelOf(change.field, preview.doc)}
                    </th>
                    <td>{day(change.from, change.weekdays[0], change.dayTypes[0])}</td>
                    <td>{day(change.to, change.weekdays[1], change.dayTypes[1])}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}
      </FormDialog>
    </>
  );
}
