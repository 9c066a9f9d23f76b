import type { TariffDoc } from '@tourtariff/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useErrorText } from '../../../../lib/api/use-error-text';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useFocusFirstInvalid } from '../../../../lib/use-focus-first-invalid';
import { useCorrectTariff } from '../../api/admin';
import { changesOf, type Draft, type DraftErrors, draftOf } from './draft';
import { Field } from './field';
import { RateAmounts } from './rate-amounts';
import { correctionFieldOf, correctionPrefix } from './server-errors';
import { TermsFields } from './terms-fields';
import { TextFields } from './text-fields';

const NOTE_MAX = 1000;

type Props = { tariffKey: string; doc: TariffDoc; onSaved: () => void };

/**
 * Corrects the document under review in place (PATCH /api/tariff/admin/{id}) and sends only what changed. The
 * parent remounts it (by key) once the corrected tariff is back, so the form then starts from the saved state.
 */
export function CorrectionForm({ tariffKey, doc, onSaved }: Props) {
  const { t } = useTranslation(['admin', 'tariffs']);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstInvalid(formRef);
  const correct = useCorrectTariff();
  const [draft, setDraft] = useState<Draft>(() => draftOf(doc));
  const [note, setNote] = useState('');
  const [typed, setTyped] = useState<DraftErrors>({});
  const [unchanged, setUnchanged] = useState(false);
  const texts = useErrorText(['tariff']);
  const server = correct.error
    ? texts.place(correct.error, correctionFieldOf, correctionPrefix)
    : { fields: {}, alert: [], error: null };
  const busy = correct.isPending;

  const messages: Record<string, string> = {};
  for (const [path, text] of Object.entries(server.fields)) if (text) messages[path] = text;
  for (const [path, rule] of Object.entries(typed))
    messages[path] =
      rule === 'amount' ? t('admin:correction.invalidAmount') : t('admin:correction.invalidTaxRate');

  // Errors beside fields only need a pointer to them here; anything else is the server's own reason.
  function refusalText() {
    if (Object.keys(server.fields).length > 0) return t('admin:correction.fixFields');
    return server.error ? texts.text(server.error) : t('admin:correction.failed');
  }

  function edit(change: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...change }));
    setUnchanged(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    correct.reset();
    const { changes, errors } = changesOf(doc, draft);
    setTyped(errors);
    if (Object.keys(errors).length > 0) return focusError();
    if (Object.keys(changes).length === 0) return setUnchanged(true);
    // The promise, not mutate()'s callbacks: the corrected tariff reads back before the audit trail does and
    // remounts this form (new key), and callbacks of an unmounted form never run, so "saved" went unsaid.
    correct
      .mutateAsync({ key: tariffKey, changes, note: note.trim() || undefined })
      .then(onSaved, focusError);
  }

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} data-testid="correction-form">
      {correct.isError && (
        <Alert variant="danger" data-testid="correction-error">
          {server.error?.fields?.length && server.alert.length > 0 ? (
            <ul className="mb-0 ps-3">
              {server.alert.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            refusalText()
          )}
        </Alert>
      )}
      {unchanged && (
        <Alert variant="info" role="status">
          {t('admin:correction.noChanges')}
        </Alert>
      )}
      <fieldset disabled={busy}>
        <legend className="h6">{t('admin:correction.texts')}</legend>
        <TextFields
          id={id}
          draft={draft}
          errors={messages}
          disabled={busy}
          onChange={(field, language, value) => edit({ [field]: { ...draft[field], [language]: value } })}
        />
      </fieldset>
      <fieldset disabled={busy}>
        <legend className="h6">{t('admin:correction.terms')}</legend>
        <TermsFields id={id} draft={draft} errors={messages} disabled={busy} onChange={edit} />
      </fieldset>
      <fieldset disabled={busy}>
        <legend className="h6">{t('tariffs:field.rates')}</legend>
        <RateAmounts
          id={id}
          doc={doc}
          draft={draft}
          errors={messages}
          disabled={busy}
          onChange={(row, field, value) =>
            edit({ rates: draft.rates.map((rate, i) => (i === row ? { ...rate, [field]: value } : rate)) })
          }
        />
      </fieldset>
      <Field id={`${id}-note`} label={t('admin:correction.note')} error={messages.note}>
        {(control) => (
          <Form.Control
            {...control}
            as="textarea"
            rows={2}
            maxLength={NOTE_MAX}
            value={note}
            disabled={busy}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <p className="small text-body-secondary">{t('admin:correction.noteHelp')}</p>
      <Button type="submit" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t('admin:correction.save')}
      </Button>
    </Form>
  );
}
