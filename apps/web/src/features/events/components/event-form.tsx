import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useSaveEvent } from '../api/save-event';
import type { EventView } from '../api/types';
import {
  createBody,
  type EventErrors,
  type EventField,
  type EventFormValues,
  eventBody,
  invalidEventFields,
  refusalIssues,
} from '../lib/event-form';
import { useRuleMessage } from '../lib/use-rule-message';
import { EventDetailsFields } from './event-details-fields';
import { TariffPicker } from './tariff-picker';

type Props = {
  /** Create in a space, or edit an event (its own space supplies the tariffs to link). */
  target: { kind: 'create'; space: string } | { kind: 'update'; event: EventView };
  initial: EventFormValues;
  onSaved: (event: EventView) => void;
  onCancel: () => void;
};

/** The event's fields, jp and en side by side; each refusal shows beside the field it names. */
export function EventForm({ target, initial, onSaved, onCancel }: Props) {
  const { t } = useTranslation('events');
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EventErrors>({});
  // null: no alert; a list: the headline with these details (empty when the server said nothing usable).
  const [alert, setAlert] = useState<string[] | null>(null);
  const save = useSaveEvent();
  const saving = save.isPending;
  const form = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstInvalid(form);
  const ruleMessage = useRuleMessage();
  const creating = target.kind === 'create';
  const space = creating ? target.space : target.event.space;

  function change<F extends EventField>(field: F, value: EventFormValues[F]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function showErrors(fields: EventErrors, other: string[] | null) {
    setErrors(fields);
    setAlert(other);
    focusError();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const invalid = invalidEventFields(values);
    if (invalid.length > 0)
      return showErrors(
        Object.fromEntries(invalid.map(([field, rule]) => [field, ruleMessage(rule, rule)])),
        null,
      );
    try {
      const saved = await save.mutateAsync(
        creating
          ? { kind: 'create', body: createBody(space, values) }
          : { kind: 'update', key: target.event.key, body: eventBody(values) },
      );
      onSaved(saved);
    } catch (error) {
      const body = apiErrorOf(error);
      const { fields, other } = refusalIssues(body);
      const next: EventErrors = {};
      for (const issue of fields) next[issue.field] ??= ruleMessage(issue.rule, issue.message);
      if (fields.length > 0) return showErrors(next, other.length > 0 ? other : null);
      // No field named (403, a network failure …): the headline, with the server's reason when it gave one.
      showErrors(next, other.length > 0 ? other : body?.message ? [body.message] : []);
    }
  }

  return (
    <Form ref={form} noValidate onSubmit={submit} aria-busy={saving} data-testid="event-form">
      {alert && (
        <Alert variant="danger" data-testid="event-form-alert">
          {t('form.saveFailed')}
          {alert.map((message) => (
            <div key={message} className="small mt-1">
              {message}
            </div>
          ))}
        </Alert>
      )}
      <EventDetailsFields id={id} values={values} errors={errors} change={change} disabled={saving} />
      <TariffPicker
        id={`${id}-tariffs`}
        space={space}
        value={values.tariffs}
        onChange={(keys) => change('tariffs', keys)}
        error={errors.tariffs}
        disabled={saving}
      />
      <Row>
        <Form.Group as={Col} className="mb-4" controlId={`${id}-published`}>
          <Form.Check
            type="switch"
            label={t('form.published')}
            checked={values.published}
            onChange={(event) => change('published', event.target.checked)}
            disabled={saving}
            aria-describedby={`${id}-published-help`}
          />
          <Form.Text id={`${id}-published-help`}>{t('form.publishedHelp')}</Form.Text>
        </Form.Group>
      </Row>
      <div className="d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {creating ? t(saving ? 'form.creating' : 'form.create') : t(saving ? 'form.saving' : 'form.save')}
        </Button>
      </div>
    </Form>
  );
}
