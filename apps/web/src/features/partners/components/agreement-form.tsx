import { type Agreement, FEE_TEMPLATES, feeTemplateKeys } from '@tourtariff/shared';
import { type FormEvent, useId, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';
import { type SupplierTariff, useMoveAgreement, useSaveAgreement } from '../api/agreements';
import { useUploadPdf } from '../api/upload-pdf';
import {
  type AgreementDraft,
  type DraftErrors,
  draftOf,
  emptyDraft,
  type FeeChoice,
  feeChoiceOf,
  feeScheduleOfChoice,
  termsOf,
} from '../lib/agreement-form';
import { OverrideEditor } from './override-editor';

type Props = {
  partnership: string;
  /** The draft being edited; null proposes a new agreement. */
  editing: Agreement | null;
  tariffs: SupplierTariff[];
  onDone: (outcome: 'saved' | 'sent') => void;
  onCancel: () => void;
};

type Top = 'discount' | 'commission' | 'paymentDays' | 'from' | 'to';
/** The fields a server refusal can be placed beside: the inputs above and the PDF. */
type Placed = Top | 'pdf';
const serverField: Record<string, Placed> = {
  discount: 'discount',
  commission: 'commission',
  paymentDays: 'paymentDays',
  'validity.from': 'from',
  'validity.to': 'to',
  pdf: 'pdf',
};

/** The supplier's terms: a discount for all tariffs, payment days, validity, notes, a PDF and per-tariff terms. */
export function AgreementForm({ partnership, editing, tariffs, onDone, onCancel }: Props) {
  const { t } = useTranslation('partners');
  const locale = useLocale();
  const texts = useErrorText(['agreement', 'tariff']);
  const id = useId();
  const save = useSaveAgreement(partnership);
  const move = useMoveAgreement();
  const upload = useUploadPdf();
  const [draft, setDraft] = useState<AgreementDraft>(() => (editing ? draftOf(editing) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [refusal, setRefusal] = useState<{ fields: Partial<Record<Placed, string>>; alert: string[] } | null>(
    null,
  );
  const busy = save.isPending || move.isPending || upload.isPending;
  const set = (patch: Partial<AgreementDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (send: boolean) => {
    setRefusal(null);
    const { terms, errors: found } = termsOf(draft);
    setErrors(found);
    if (!terms) return;
    try {
      const saved = await save.mutateAsync({ key: editing?.key ?? null, terms });
      if (send) await move.mutateAsync({ key: saved.key, state: 'sent' });
      onDone(send ? 'sent' : 'saved');
    } catch (caught) {
      const placed = texts.place(caught, (path) => serverField[path] ?? null, /^(?:body)\.?/);
      setRefusal({
        fields: placed.fields,
        alert: placed.alert.length ? placed.alert : [texts.describe(caught)],
      });
    }
  };
  const problem = (field: Top) =>
    refusal?.fields[field] ?? (errors[field] ? t(`form.invalid.${errors[field]}`) : undefined);

  const field = (name: Top, label: string, type: string, help?: string) => (
    <Form.Group className="col-md-3" controlId={`${id}-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        {...(type === 'text' ? { inputMode: 'decimal' as const } : {})}
        value={draft[name]}
        isInvalid={Boolean(problem(name))}
        aria-describedby={help ? `${id}-${name}-help` : undefined}
        onChange={(event) => set({ [name]: event.target.value })}
      />
      {help && (
        <Form.Text id={`${id}-${name}-help`} className="d-block">
          {help}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid">{problem(name)}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Card as="section" className="mb-3" aria-labelledby={`${id}-title`} data-testid="agreement-form">
      <Card.Body>
        <h3 id={`${id}-title`} className="h6">
          {t('form.title')}
        </h3>
        <Form
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            void submit(true);
          }}
        >
          {refusal && refusal.alert.length > 0 && (
            <Alert variant="danger" data-testid="agreement-form-error">
              {refusal.alert.join(' ')}
            </Alert>
          )}
          <div className="row g-3 mb-3">
            {/* A discount off public prices, or a commission on them (docs/product-decisions.md §12). */}
            <Form.Group className="col-md-3" controlId={`${id}-kind`}>
              <Form.Label>{t('form.agreementKind')}</Form.Label>
              <Form.Select
                value={draft.kind}
                data-testid="agreement-kind"
                onChange={(event) => set({ kind: event.target.value as AgreementDraft['kind'] })}
              >
                <option value="discount">{t('form.kindDiscount')}</option>
                <option value="commission">{t('form.kindCommission')}</option>
              </Form.Select>
            </Form.Group>
            {draft.kind === 'commission'
              ? field('commission', t('form.commission'), 'text')
              : field('discount', t('form.discount'), 'text', t('form.discountHelp'))}
            {field('paymentDays', t('form.paymentDays'), 'text')}
            {field('from', t('form.validFrom'), 'date')}
            {field('to', t('form.validTo'), 'date')}
            {/* The partner's cancellation fees win over the tariff's (docs/product-decisions.md §16). */}
            <Form.Group className="col-md-6" controlId={`${id}-fees`}>
              <Form.Label>{t('form.fees')}</Form.Label>
              <Form.Select
                value={feeChoiceOf(draft.feeSchedule)}
                data-testid="agreement-fees"
                aria-describedby={`${id}-fees-help`}
                onChange={(event) =>
                  set({
                    feeSchedule: feeScheduleOfChoice(event.target.value as FeeChoice, draft.feeSchedule),
                  })
                }
              >
                <option value="">{t('form.feesTariff')}</option>
                {feeTemplateKeys.map((key) => (
                  <option key={key} value={key}>
                    {localized(FEE_TEMPLATES[key].name, locale).text}
                  </option>
                ))}
                {feeChoiceOf(editing?.feeSchedule ?? null) === 'custom' && (
                  <option value="custom">{t('form.feesCustom')}</option>
                )}
              </Form.Select>
              <Form.Text id={`${id}-fees-help`} className="d-block">
                {t('form.feesHelp')}
              </Form.Text>
            </Form.Group>
            <Form.Group className="col-md-6" controlId={`${id}-notes-jp`}>
              <Form.Label>{t('form.notesJp')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                lang="ja"
                maxLength={2000}
                value={draft.notesJp}
                onChange={(event) => set({ notesJp: event.target.value })}
              />
            </Form.Group>
            <Form.Group className="col-md-6" controlId={`${id}-notes-en`}>
              <Form.Label>{t('form.notesEn')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                lang="en"
                maxLength={2000}
                value={draft.notesEn}
                onChange={(event) => set({ notesEn: event.target.value })}
              />
            </Form.Group>
            <Form.Group className="col-md-6" controlId={`${id}-pdf`}>
              <Form.Label>{t('form.pdf')}</Form.Label>
              <Form.Control
                type="file"
                accept="application/pdf"
                disabled={busy}
                onChange={(event) => {
                  const file = (event.target as HTMLInputElement).files?.[0];
                  if (file)
                    upload.mutate(file, { onSuccess: (hash) => set({ pdf: { hash, name: file.name } }) });
                }}
              />
              {upload.isPending && <Form.Text className="d-block">{t('form.uploading')}</Form.Text>}
              {refusal?.fields.pdf && (
                <Form.Text className="d-block text-danger" data-testid="agreement-pdf-error">
                  {refusal.fields.pdf}
                </Form.Text>
              )}
              {upload.isError && (
                <Form.Text className="d-block text-danger">{t('form.uploadFailed')}</Form.Text>
              )}
              {draft.pdf && (
                <div className="small mt-1 d-flex gap-2 align-items-center">
                  <span>{t('form.uploaded', { name: draft.pdf.name })}</span>
                  <Button variant="link" size="sm" className="p-0" onClick={() => set({ pdf: null })}>
                    {t('form.removePdf')}
                  </Button>
                </div>
              )}
            </Form.Group>
          </div>
          <fieldset className="mb-3">
            <legend className="h6">{t('form.overrides')}</legend>
            <p className="small text-body-secondary">{t('form.overridesHelp')}</p>
            {draft.overrides.map((override, index) => (
              <OverrideEditor
                // Overrides have no identity of their own; the position is what the errors name too.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                index={index}
                value={override}
                tariffs={tariffs}
                errors={errors}
                onChange={(next) =>
                  set({ overrides: draft.overrides.map((o, i) => (i === index ? next : o)) })
                }
                onRemove={() => set({ overrides: draft.overrides.filter((_, i) => i !== index) })}
              />
            ))}
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={tariffs.length === 0}
              onClick={() =>
                set({
                  overrides: [...draft.overrides, { tariff: '', type: 'percent', percent: '', rows: {} }],
                })
              }
            >
              {t('form.addOverride')}
            </Button>
          </fieldset>
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
              {t('form.cancel')}
            </Button>
            <Button variant="outline-primary" disabled={busy} onClick={() => void submit(false)}>
              {t('form.saveDraft')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {t('form.saveAndSend')}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
