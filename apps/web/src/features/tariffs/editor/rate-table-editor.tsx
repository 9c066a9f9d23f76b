import { TARIFF_LIMITS } from '@tourtariff/shared';
import { Button, Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useEditor } from './editor-context';
import { FieldError } from './field-error';
import { emptyRate } from './form-state';
import { RateRow } from './rate-row';

/** Rows per season × unit × pax tier; amounts are typed in the currency's major unit (yen, dollars). */
export function RateTableEditor() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { form, change, readOnly, id } = useEditor();
  // A new row starts in the season of the row above, the usual next step when filling a sheet.
  const add = () =>
    change((f) => ({ ...f, rates: [...f.rates, emptyRate(f.rates.at(-1)?.season ?? '')] }), ['rates']);

  return (
    <fieldset className="mb-4" aria-describedby={`${id}-rates-help`}>
      <legend className="h5">{t('editor.section.rates')}</legend>
      <Form.Text as="p" id={`${id}-rates-help`}>
        {t('editor.amountHelp', { currency: form.currency })}
      </Form.Text>
      {form.rates.length === 0 ? (
        <p className="text-body-secondary small">{t('editor.noRates')}</p>
      ) : (
        <Table size="sm" responsive className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('editor.rowNumber')}</th>
              <th scope="col">{t('tariffs:field.season')}</th>
              <th scope="col">{t('tariffs:field.unit')}</th>
              <th scope="col">{t('tariffs:field.paxMin')}</th>
              <th scope="col">{t('tariffs:field.paxMax')}</th>
              <th scope="col">{t('tariffs:field.adult')}</th>
              <th scope="col">{t('tariffs:field.child')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('list.column.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {form.rates.map((row, index) => (
              <RateRow key={row.id} row={row} index={index} />
            ))}
          </tbody>
        </Table>
      )}
      <FieldError field="rates" />
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={readOnly || form.rates.length >= TARIFF_LIMITS.rates}
        onClick={add}
      >
        {t('editor.addRate')}
      </Button>
    </fieldset>
  );
}
