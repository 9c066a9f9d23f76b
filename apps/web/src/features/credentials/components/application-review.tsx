import { type FormEvent, useId, useMemo, useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { ConfirmDialog, FormDialog } from '../../../components/ui/dialogs';
import { ReasonField } from '../../../components/ui/reason-field';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../lib/locale';
import { useApplication, useDecide } from '../api/applications';
import { useSchemaOf } from '../api/schemas';
import type { Application, CredentialSchema } from '../api/types';
import { claimFields, claimProblems, claimsOf, initialValues } from '../lib/claim-form';
import { textOf } from '../lib/display';
import { ClaimInputs } from './claim-inputs';
import { EvidenceView } from './evidence-view';

type Props = { space: string; application: Application; onDecided: (text: string) => void };

function Decision({ space, application, schema, onDecided }: Props & { schema: CredentialSchema }) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  const texts = useErrorText(['credentials']);
  const formId = useId();
  const fields = useMemo(() => claimFields(schema), [schema]);
  const [values, setValues] = useState(() => initialValues(fields, application.claims));
  const [confirm, setConfirm] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const decide = useDecide(space);
  const problems = claimProblems(fields, values);
  const errors: Partial<Record<string, string>> = {};
  for (const [name, problem] of Object.entries(problems)) errors[name] = t(`form.problem.${problem}`);
  const holder = application.holder.name || application.holder.space;

  const approve = () =>
    decide.mutate(
      { id: application.id, decision: 'approve', claims: claimsOf(fields, values) },
      { onSuccess: () => onDecided(t('admin.approved', { holder })) },
    );
  const reject = () => {
    if (!reason.trim()) return setReasonMissing(true);
    decide.mutate(
      { id: application.id, decision: 'reject', reason: reason.trim() },
      { onSuccess: () => onDecided(t('admin.rejected', { holder })) },
    );
  };

  return (
    <Form noValidate onSubmit={(event: FormEvent) => event.preventDefault()}>
      <h4 className="h6">{t('admin.verifiedClaims')}</h4>
      <ClaimInputs
        idPrefix={formId}
        fields={fields}
        values={values}
        errors={errors}
        disabled={decide.isPending}
        onChange={(name, value) => setValues((old) => ({ ...old, [name]: value }))}
      />
      {decide.isError && <Alert variant="danger">{texts.describe(decide.error)}</Alert>}
      <div className="d-flex gap-2">
        <Button
          disabled={decide.isPending || Object.keys(problems).length > 0}
          onClick={() => setConfirm('approve')}
          data-testid="approve-button"
        >
          {t('admin.approve')}
        </Button>
        <Button
          variant="outline-danger"
          disabled={decide.isPending}
          onClick={() => setConfirm('reject')}
          data-testid="reject-button"
        >
          {t('admin.reject')}
        </Button>
      </div>
      <ConfirmDialog
        show={confirm === 'approve'}
        size="lg"
        title={t('admin.approveTitle')}
        busy={decide.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={approve}
        data-testid="approve-dialog"
      >
        {t('admin.confirmApprove', { holder, type: textOf(schema.name, locale) })}
      </ConfirmDialog>
      <FormDialog
        show={confirm === 'reject'}
        size="lg"
        title={t('admin.rejectTitle')}
        submitLabel={t('admin.reject')}
        busy={decide.isPending}
        onCancel={() => setConfirm(null)}
        onSubmit={reject}
        data-testid="reject-dialog"
      >
        <ReasonField
          id={`${formId}-reason`}
          label={t('admin.reason')}
          value={reason}
          error={reasonMissing ? t('admin.reasonRequired') : undefined}
          maxLength={500}
          onChange={(value) => {
            setReason(value);
            setReasonMissing(false);
          }}
          testId="reject-reason"
        />
      </FormDialog>
    </Form>
  );
}

/** One pending application as the issuer reviews it: the holder, the applied claims to edit, the evidence. */
export function ApplicationReview({ space, application, onDecided }: Props) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  const texts = useErrorText();
  const detail = useApplication(space, application.id);
  const schema = useSchemaOf(application.vct);
  return (
    <Card className="mb-3" data-testid="application-review" data-holder={application.holder.space}>
      <Card.Body>
        <h3 className="h6 mb-1">
          {t('admin.applicant', {
            holder: application.holder.name || application.holder.space,
            type: schema ? textOf(schema.name, locale) : application.vct,
          })}
        </h3>
        <p className="small text-body-secondary">{formatDateTime(application.createdAt, locale)}</p>
        <h4 className="h6">{t('admin.evidence')}</h4>
        {detail.isPending ? (
          <BlockSpinner />
        ) : detail.isError ? (
          <Alert variant="danger">{texts.describe(detail.error)}</Alert>
        ) : (
          <EvidenceView evidence={detail.data.evidence} />
        )}
        {schema ? (
          <Decision space={space} application={application} schema={schema} onDecided={onDecided} />
        ) : (
          <p className="text-body-secondary">{t('admin.unknownType')}</p>
        )}
      </Card.Body>
    </Card>
  );
}
