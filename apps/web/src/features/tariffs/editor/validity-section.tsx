import { TARIFF_LIMITS } from '@tourtariff/shared';
import { Col, Form, Row } from 'react-bootstrap';
import { DateControl } from '../../../components/ui/date-control';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useEditor } from './editor-context';
import { FieldError, useFieldState } from './field-error';
import { cellKey, useRowList } from './form-rows';
import { type BlackoutRow, emptyBlackout } from './form-state';
import { RemoveRowButton, RowInput } from './row-cell';
import { AddRowButton } from './row-list-section';

function BlackoutInput({ row, index }: { row: BlackoutRow; index: number }) {
  const { t } = useTranslation('catalogue');
  const { remove } = useRowList('blackout');
  return (
    <li className="mb-2">
      <div className="d-flex gap-2 align-items-start">
        <RowInput
          list="blackout"
          row={row}
          index={index}
          column="date"
          label={t('editor.blackoutDate')}
          type="date"
          className="w-auto"
        />
        <RemoveRowButton
          label={t('editor.removeBlackout', { n: index + 1 })}
          onClick={() => remove(row.id)}
        />
      </div>
      <FieldError field={cellKey('blackout', index, 'date')} />
    </li>
  );
}

/** When the tariff applies, and single dates inside it when it does not (New Year, festival days). */
export function ValiditySection() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { form, change, id } = useEditor();
  const { add } = useRowList('blackout');
  const from = useFieldState('validity.from');
  const to = useFieldState('validity.to');

  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.section.validity')}</legend>
      <Row>
        <Form.Group as={Col} sm={6} md={4} className="mb-3" controlId={`${id}-valid-from`}>
          <Form.Label>{t('editor.validFrom')}</Form.Label>
          <DateControl
            required
            value={form.validFrom}
            onChange={(event) => {
              const value = event.target.value;
              change((f) => ({ ...f, validFrom: value }), ['validity.from']);
            }}
            {...from}
          />
          <FieldError field="validity.from" />
        </Form.Group>
        <Form.Group as={Col} sm={6} md={4} className="mb-3" controlId={`${id}-valid-to`}>
          <Form.Label>{t('editor.validTo')}</Form.Label>
          <DateControl
            required
            min={form.validFrom || undefined}
            value={form.validTo}
            onChange={(event) => {
              const value = event.target.value;
              change((f) => ({ ...f, validTo: value }), ['validity.to']);
            }}
            {...to}
          />
          <FieldError field="validity.to" />
        </Form.Group>
      </Row>
      <h3 className="h6">{t('tariffs:field.blackout')}</h3>
      {form.blackout.length === 0 ? (
        <p className="text-body-secondary small">{t('editor.noBlackout')}</p>
      ) : (
        <ol className="list-unstyled">
          {form.blackout.map((row, index) => (
            <BlackoutInput key={row.id} row={row} index={index} />
          ))}
        </ol>
      )}
      <FieldError field="blackout" />
      <AddRowButton
        count={form.blackout.length}
        limit={TARIFF_LIMITS.blackout}
        onClick={() => add(emptyBlackout)}
      >
        {t('editor.addBlackout')}
      </AddRowButton>
    </fieldset>
  );
}
