import { TARIFF_LIMITS } from '@tourtariff/shared';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useEditor } from './editor-context';
import { FieldError, useFieldState } from './field-error';
import { type BlackoutRow, emptyBlackout } from './form-state';

function BlackoutInput({ row, index }: { row: BlackoutRow; index: number }) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { change, readOnly } = useEditor();
  const key = `blackout.${index}`;
  const state = useFieldState(key);
  const n = index + 1;
  return (
    <li className="mb-2">
      <div className="d-flex gap-2 align-items-start">
        <Form.Control
          type="date"
          className="w-auto"
          aria-label={t('rowLabel', { field: t('editor.blackoutDate'), n })}
          value={row.date}
          onChange={(event) => {
            const date = event.target.value;
            change(
              (f) => ({ ...f, blackout: f.blackout.map((b) => (b.id === row.id ? { ...b, date } : b)) }),
              [key],
            );
          }}
          {...state}
        />
        <Button
          variant="outline-danger"
          size="sm"
          className="mt-1"
          disabled={readOnly}
          aria-label={t('editor.removeBlackout', { n })}
          onClick={() =>
            change((f) => ({ ...f, blackout: f.blackout.filter((b) => b.id !== row.id) }), ['blackout'])
          }
        >
          {t('editor.remove')}
        </Button>
      </div>
      <FieldError field={key} />
    </li>
  );
}

/** When the tariff applies, and single dates inside it when it does not (New Year, festival days). */
export function ValiditySection() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { form, change, readOnly, id } = useEditor();
  const from = useFieldState('validity.from');
  const to = useFieldState('validity.to');

  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.section.validity')}</legend>
      <Row>
        <Form.Group as={Col} sm={6} md={4} className="mb-3" controlId={`${id}-valid-from`}>
          <Form.Label>{t('editor.validFrom')}</Form.Label>
          <Form.Control
            type="date"
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
          <Form.Control
            type="date"
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
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={readOnly || form.blackout.length >= TARIFF_LIMITS.blackout}
        onClick={() => change((f) => ({ ...f, blackout: [...f.blackout, emptyBlackout()] }), ['blackout'])}
      >
        {t('editor.addBlackout')}
      </Button>
    </fieldset>
  );
}
