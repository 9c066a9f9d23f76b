import { useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePasskeys } from './passkeys-api';
import { useStepUpWithCode, useStepUpWithPasskey } from './step-up-api';

/**
 * A sign-in held back by a company although the person already has a factor the app holds (an external
 * provider's password-only sign-in, docs/identity.md "Step-up"): prove it in this session, with a code or a
 * passkey, and the company opens.
 */
export function StepUp({ hasTotp }: { hasTotp: boolean }) {
  const { t } = useTranslation('alerts');
  const texts = useErrorText();
  const id = useId();
  const passkeys = usePasskeys();
  const withCode = useStepUpWithCode();
  const withPasskey = useStepUpWithPasskey();
  const [code, setCode] = useState('');
  const hasPasskey = (passkeys.data?.length ?? 0) > 0;
  if (!hasTotp && !hasPasskey) return null;
  const failure = withPasskey.error;

  return (
    <div className="border rounded p-3 mb-3" data-testid="step-up">
      <h3 className="h6">{t('security.stepUpTitle')}</h3>
      <p className="small">{t('security.stepUpHelp')}</p>
      {hasTotp && (
        <Form
          className="mb-2"
          onSubmit={(event) => {
            event.preventDefault();
            withCode.mutate(code.trim());
          }}
        >
          <Form.Group controlId={`${id}-code`} className="mb-2">
            <Form.Label>{t('security.code')}</Form.Label>
            <Form.Control
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={32}
              isInvalid={withCode.isError}
              onChange={(event) => setCode(event.target.value)}
              style={{ maxWidth: '12rem' }}
            />
            <Form.Control.Feedback type="invalid">
              {withCode.isError ? texts.describe(withCode.error, t('security.failed')) : null}
            </Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" disabled={withCode.isPending || !code.trim()} data-testid="step-up-code">
            {t('security.stepUpVerify')}
          </Button>
        </Form>
      )}
      {hasPasskey && (
        <Button
          variant="outline-primary"
          onClick={() => withPasskey.mutate()}
          disabled={withPasskey.isPending}
          data-testid="step-up-passkey"
        >
          {t('security.stepUpPasskey')}
        </Button>
      )}
      {failure && (
        <Alert variant="danger" className="mt-2 mb-0">
          {texts.describe(failure, t('security.failed'))}
        </Alert>
      )}
    </div>
  );
}
