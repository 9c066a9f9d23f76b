import { applicationCreate, type JobView } from '@tourtariff/shared';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { ruleIssueOf } from '../../../lib/api/zod-issue';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { useGuideRates } from '../api/guide-rates';
import { useApply } from '../api/write-jobs';
import { applicationTotal, feeOf } from '../lib/apply-fee';

type Field = 'message' | 'fee';

/** A guide applies to an open job with a message and a fee per day; the total the buyer will see is shown live. */
export function ApplyForm({ job, guide, onDone }: { job: JobView; guide: string; onDone: () => void }) {
  const { t } = useTranslation('jobs');
  const locale = useLocale();
  const texts = useErrorText(['job']);
  const rates = useGuideRates(guide);
  const apply = useApply(job.key);
  const [message, setMessage] = useState('');
  const [fee, setFee] = useState(String(job.feePerDay ?? rates.fullDay));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState('');
  const total = applicationTotal(job, feeOf(fee), rates.overtimeHour);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { guide, message: message.trim(), fee: feeOf(fee) };
    const checked = applicationCreate.safeParse(body);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of checked.success ? [] : checked.error.issues) {
      const ruled = ruleIssueOf(issue);
      const field = ruled.path.split('.')[0];
      if (field === 'message' || field === 'fee') found[field] ??= texts.issue(ruled);
    }
    setErrors(found);
    setAlert('');
    if (Object.keys(found).length) return;
    try {
      await apply.mutateAsync(body);
      onDone();
    } catch (caught) {
      const refusal = texts.place(caught, (path) => (path === 'message' || path === 'fee' ? path : null));
      setErrors(refusal.fields);
      setAlert(refusal.alert.join(' ') || texts.describe(caught));
    }
  }

  return (
    <Form noValidate onSubmit={submit} className="border rounded p-2 mt-2" data-testid="apply-form">
      {alert && (
        <Alert variant="danger" role="alert">
          {alert}
        </Alert>
      )}
      <Form.Group className="mb-2" controlId={`apply-message-${job.key}`}>
        <Form.Label>{t('apply.message')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={2000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          isInvalid={Boolean(errors.message)}
          data-testid="apply-message"
        />
        <Form.Control.Feedback type="invalid">{errors.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-2" controlId={`apply-fee-${job.key}`}>
        <Form.Label>{t('apply.fee')}</Form.Label>
        <Form.Control
          inputMode="numeric"
          value={fee}
          onChange={(e) => setFee(e.target.value)}
          isInvalid={Boolean(errors.fee)}
          aria-describedby={`apply-total-${job.key}`}
          data-testid="apply-fee"
        />
        <Form.Control.Feedback type="invalid">{errors.fee}</Form.Control.Feedback>
        <Form.Text id={`apply-total-${job.key}`} data-testid="apply-total" aria-live="polite">
          {total &&
            t(total.overtimeHours > 0 ? 'apply.totalOvertime' : 'apply.total', {
              total: formatMoney(total.total, 'JPY', locale),
              count: total.days,
              hours: total.overtimeHours,
              perDay: formatMoney(total.perDay, 'JPY', locale),
            })}
        </Form.Text>
      </Form.Group>
      <Button type="submit" size="sm" disabled={apply.isPending} data-testid="apply-submit">
        {apply.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t('apply.submit')}
      </Button>
    </Form>
  );
}
