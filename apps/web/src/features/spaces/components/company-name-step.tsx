import { COMPANY_NAME_REQUIRED, spaceName } from '@tourtariff/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CreateErrorMessage } from '../lib/create-error';

export type CompanyNameStepProps = {
  /** The heading: the corporate choice being made. */
  title: string;
  pending: boolean;
  /** Why the last create failed, if it did. */
  error: CreateErrorMessage | null;
  onBack: () => void;
  onSubmit: (name: string) => void;
};

/**
 * docs/product.md §2 company-name step: label 法人名, an example as placeholder, required; 戻る returns to the choices and
 * 作成する creates. A blank name shows the alert of docs/product.md §5 and sends nothing.
 */
export function CompanyNameStep({ title, pending, error, onBack, onSubmit }: CompanyNameStepProps) {
  const { t } = useTranslation('business');
  const [name, setName] = useState('');
  const [blank, setBlank] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const alertId = useId();

  // The step replaces the button that opened it, so focus would otherwise fall back to the page.
  useEffect(() => input.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = spaceName.safeParse(name);
    setBlank(!parsed.success);
    if (!parsed.success) {
      input.current?.focus();
      return;
    }
    onSubmit(parsed.data);
  }

  return (
    // noValidate: the browser's own bubble would replace the alert docs/product.md §5 asks for.
    <Form noValidate onSubmit={submit} aria-labelledby={headingId} data-testid="company-name-step">
      <h2 id={headingId} className="h5 mb-3">
        {title}
      </h2>
      {blank && (
        // docs/product.md §5: this text is English in both locales.
        <Alert variant="danger" id={alertId} lang="en">
          {COMPANY_NAME_REQUIRED}
        </Alert>
      )}
      {error && <Alert variant="danger">{error.text}</Alert>}
      <Form.Group className="mb-3" controlId={`${headingId}-name`}>
        <Form.Label>{t('create.company.label')}</Form.Label>
        <Form.Control
          ref={input}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('create.company.placeholder')}
          maxLength={100}
          required
          aria-required="true"
          isInvalid={blank}
          {...(blank ? { 'aria-describedby': alertId } : {})}
          autoComplete="organization"
        />
      </Form.Group>
      <div className="d-flex gap-2">
        <Button variant="outline-secondary" onClick={onBack} disabled={pending}>
          {t('create.company.back')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('create.company.submit')}
        </Button>
      </div>
    </Form>
  );
}
