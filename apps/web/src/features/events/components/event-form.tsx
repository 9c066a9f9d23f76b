import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useUnsavedChanges } from '../../../components/ui/use-unsaved-changes';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useSaveEvent } from '../api/save-event';
import type { EventView } from '../api/types';
import {
  createBody,
  type EventErrors,
  type EventField,
  type EventFormValues,
  eventBody,
  eventFieldOf,
  invalidEventFields,
} from '../lib/event-form';
import { EventDetailsFields } from './event-details-fields';
import { TariffPicker } from './tariff-picker';

const EVENT_RULES = ['event', 'tariff'] as const;

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
  // Events are a part of the tariff domain (tariffs-events.ts): its rule texts come first.
  const texts = useErrorText(EVENT_RULES);
  const creating = target.kind === 'create';
  const space = creating ? target.space : target.event.space;
  // Leaving with unsaved changes asks first (保存する saves, then goes on; the same dialog as the tariff editor).
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const leaving = useUnsavedChanges(dirty, async () => (await persist()) !== null, {
    title: t('form.leave.title'),
    body: t('form.leave.body'),
  });

  function change<F extends EventField>(field: F, value: EventFormValues[F]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function showErrors(fields: EventErrors, other: string[] | null) {
    setErrors(fields);
    setAlert(other);
    focusError();
  }

  /** Checks and sends the form: the saved event, or null after showing why not. */
  async function persist(): Promise<EventView | null> {
    const invalid = invalidEventFields(values);
    if (invalid.length > 0) {
      showErrors(Object.fromEntries(invalid.map(([field, issue]) => [field, texts.issue(issue)])), null);
      return null;
    }
    try {
      return await save.mutateAsync(
        creating
          ? { kind: 'create', body: createBody(space, values) }
          : { kind: 'update', key: target.event.key, body: eventBody(values) },
      );
    } catch (error) {
      const { fields, alert } = texts.place(error, eventFieldOf);
      if (Object.keys(fields).length > 0) showErrors(fields, alert.length > 0 ? alert : null);
      // No field named (403, a network failure …): the headline, with the reason when the server gave one.
      else showErrors(fields, alert);
      return null;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const saved = await persist();
    if (!saved) return;
    // Saved: the way to the list must not ask about changes that are now stored.
    leaving.release();
    onSaved(saved);
  }

  // The dialog stays outside the form: its own submit would otherwise bubble (through the portal) to this one.
  return (
    <>
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
      {leaving.dialog}
    </>
  );
}
