import { TARIFF_LIMITS } from '@tourtariff/shared';
import { Button, Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useEditor } from './editor-context';
import { FieldError, useFieldState } from './field-error';
import { type CancellationRow, emptyCancellation } from './form-state';

type Column = 'days_before' | 'fee_percent';
const labels = { days_before: 'tariffs:field.daysBefore', fee_percent: 'tariffs:field.feePercent' } as const;

function CancellationInput({ row, index, column }: { row: CancellationRow; index: number; column: Column }) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { change } = useEditor();
  const key = `cancellation.${index}.${column}`;
  const state = useFieldState(key);
  return (
    <td>
      <Form.Control
        size="sm"
        inputMode={column === 'days_before' ? 'numeric' : 'decimal'}
        style={{ maxWidth: '8rem' }}
        aria-label={t('rowLabel', { field: t(labels[column]), n: index + 1 })}
        value={row[column]}
        onChange={(event) => {
          const value = event.target.value;
          change(
            (f) => ({
              ...f,
              cancellation: f.cancellation.map((c) => (c.id === row.id ? { ...c, [column]: value } : c)),
            }),
            [key],
          );
        }}
        {...state}
      />
      <FieldError field={key} />
    </td>
  );
}

/** The fee that applies from a number of days before the service date (7 days: 30 %, the day: 100 %). */
export function CancellationEditor() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { form, change, readOnly, id } = useEditor();
  const remove = (rowId: string) =>
    change((f) => ({ ...f, cancellation: f.cancellation.filter((c) => c.id !== rowId) }), ['cancellation']);

  return (
    <fieldset className="mb-4" aria-describedby={`${id}-cancellation-help`}>
      <legend className="h5">{t('editor.section.cancellation')}</legend>
      <Form.Text as="p" id={`${id}-cancellation-help`}>
        {t('editor.cancellationHelp')}
      </Form.Text>
      {form.cancellation.length === 0 ? (
        <p className="text-body-secondary small">{t('editor.noCancellation')}</p>
      ) : (
        <Table size="sm" className="align-middle w-auto">
          <thead>
            <tr>
              <th scope="col">{t('editor.rowNumber')}</th>
              <th scope="col">{t('tariffs:field.daysBefore')}</th>
              <th scope="col">{t('tariffs:field.feePercent')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('list.column.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {form.cancellation.map((row, index) => (
              <tr key={row.id}>
                <th scope="row">{index + 1}</th>
                <CancellationInput row={row} index={index} column="days_before" />
                <CancellationInput row={row} index={index} column="fee_percent" />
                <td>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={readOnly}
                    aria-label={t('editor.removeCancellation', { n: index + 1 })}
                    onClick={() => remove(row.id)}
                  >
                    {t('editor.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <FieldError field="cancellation" />
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={readOnly || form.cancellation.length >= TARIFF_LIMITS.cancellation}
        onClick={() =>
          change((f) => ({ ...f, cancellation: [...f.cancellation, emptyCancellation()] }), ['cancellation'])
        }
      >
        {t('editor.addCancellation')}
      </Button>
    </fieldset>
  );
}
