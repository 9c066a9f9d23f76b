import { japanDate, minorDigits, type TaxClass, taxClasses } from '@tourtariff/shared';
import { useId, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { FormDialog } from '../../../components/ui/dialogs';
import { useTranslation } from '../../../lib/i18n/use-translation';

export type ManualLine = {
  date: string;
  description: string;
  amount: number;
  taxClass: TaxClass;
  reason: string;
};

type Props = {
  show: boolean;
  currency: string;
  busy: boolean;
  failure: string | null;
  onAdd: (line: ManualLine) => void;
  onCancel: () => void;
};

/**
 * A manual line on a draft (docs/statements.md §1): date, description, a signed amount incl. tax in the
 * statement's currency, its tax class and the reason, which the supplier must give (checked here before sending;
 * the server refuses a line without one too).
 */
export function ManualLineDialog({ show, currency, busy, failure, onAdd, onCancel }: Props) {
  const { t } = useTranslation('statements');
  const id = useId();
  const [date, setDate] = useState(() => japanDate(new Date()));
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [taxClass, setTaxClass] = useState<TaxClass>('standard');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!reason.trim()) return setMissing(true);
    const minor = Math.round(Number(amount) * 10 ** minorDigits(currency));
    onAdd({ date, description: description.trim(), amount: minor, taxClass, reason: reason.trim() });
  };
  return (
    <FormDialog
      show={show}
      title={t('manual.title')}
      busy={busy}
      submitLabel={t('manual.submit')}
      onSubmit={submit}
      onCancel={onCancel}
      data-testid="statement-manual-dialog"
    >
      <Form.Group className="mb-3" controlId={`${id}-date`}>
        <Form.Label>{t('manual.date')}</Form.Label>
        <Form.Control type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-description`}>
        <Form.Label>{t('manual.description')}</Form.Label>
        <Form.Control
          maxLength={200}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-amount`}>
        <Form.Label>{t('manual.amount', { currency })}</Form.Label>
        <Form.Control
          type="number"
          step={currency === 'JPY' ? 1 : 0.01}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Form.Text>{t('manual.amountHelp')}</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-tax`}>
        <Form.Label>{t('manual.taxClass')}</Form.Label>
        <Form.Select value={taxClass} onChange={(event) => setTaxClass(event.target.value as TaxClass)}>
          {taxClasses.map((c) => (
            <option key={c} value={c}>
              {t(`taxClass.${c}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-reason`}>
        <Form.Label>{t('manual.reason')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={500}
          required
          aria-required
          value={reason}
          isInvalid={missing}
          aria-invalid={missing}
          aria-describedby={missing ? `${id}-reason-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-reason-error`}>
          {t('manual.reasonRequired')}
        </Form.Control.Feedback>
      </Form.Group>
      {failure && <Alert variant="danger">{failure}</Alert>}
    </FormDialog>
  );
}
