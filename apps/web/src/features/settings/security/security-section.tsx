import { useId, useState } from 'react';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { SectionCard } from '../../../components/ui/section-card';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../lib/locale';
import { useConfirmTotp, useFactors, useRegenerateCodes, useRemoveTotp, useStartTotp } from './api';
import { QrCode } from './qr-code';
import { StepUp } from './step-up';

/** Ten recovery codes, shown once: only their hashes are kept (docs/identity.md "Second factor"). */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('alerts');
  return (
    <div data-testid="recovery-codes">
      <Alert variant="warning">{t('security.recoveryWarning')}</Alert>
      <ol className="font-monospace row row-cols-2 list-unstyled mb-3">
        {codes.map((code) => (
          <li key={code} className="col" data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <Button onClick={onDone} data-testid="recovery-codes-done">
        {t('security.recoverySaved')}
      </Button>
    </div>
  );
}

/** A code typed from the app: digits only on a phone keyboard, filled in by the OS when it can. */
function CodeField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('alerts');
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{t('security.code')}</Form.Label>
      <Form.Control
        value={value}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={32}
        isInvalid={Boolean(error)}
        onChange={(event) => onChange(event.target.value)}
        style={{ maxWidth: '12rem' }}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** Setting up an authenticator app: QR code and secret, then a typed code, then the recovery codes. */
function Enrolment({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('alerts');
  const texts = useErrorText();
  const id = useId();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');

  if (!start.data) {
    return (
      <>
        {start.isError && <Alert variant="danger">{texts.describe(start.error, t('security.failed'))}</Alert>}
        <Button onClick={() => start.mutate()} disabled={start.isPending} data-testid="totp-start">
          {t('security.setUp')}
        </Button>
      </>
    );
  }
  return (
    <Form
      data-testid="totp-enrolment"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(code.trim(), { onSuccess: (data) => onCodes(data.recoveryCodes) });
      }}
    >
      <p>{t('security.scan')}</p>
      <QrCode text={start.data.uri} label={t('security.qrLabel')} />
      <Form.Group controlId={`${id}-secret`} className="my-3">
        <Form.Label>{t('security.secret')}</Form.Label>
        <InputGroup style={{ maxWidth: '28rem' }}>
          <Form.Control
            readOnly
            value={start.data.secret}
            className="font-monospace"
            data-testid="totp-secret"
          />
        </InputGroup>
      </Form.Group>
      <CodeField
        id={`${id}-code`}
        value={code}
        onChange={setCode}
        error={confirm.isError ? texts.describe(confirm.error, t('security.failed')) : undefined}
      />
      <Button type="submit" disabled={confirm.isPending || !code.trim()} data-testid="totp-confirm">
        {t('security.confirm')}
      </Button>
    </Form>
  );
}

/** The app that is set up: when, recovery codes left, new codes (with a current code), removal (with the password). */
function Enrolled({
  enrolledAt,
  left,
  onCodes,
}: {
  enrolledAt: string;
  left: number;
  onCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation('alerts');
  const texts = useErrorText();
  const locale = useLocale();
  const id = useId();
  const regenerate = useRegenerateCodes();
  const remove = useRemoveTotp();
  const [mode, setMode] = useState<'idle' | 'codes' | 'remove'>('idle');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [byCode, setByCode] = useState(false);

  return (
    <div data-testid="totp-enrolled">
      <p className="mb-1">{t('security.enrolled', { date: formatDateTime(enrolledAt, locale) })}</p>
      <p className="text-body-secondary small">{t('security.codesLeft', { count: left })}</p>
      {mode === 'idle' && (
        <div className="d-flex gap-2">
          <Button variant="outline-primary" size="sm" onClick={() => setMode('codes')}>
            {t('security.newCodes')}
          </Button>
          <Button
            variant="outline-danger"
            size="sm"
            onClick={() => setMode('remove')}
            data-testid="totp-remove"
          >
            {t('security.remove')}
          </Button>
        </div>
      )}
      {mode === 'codes' && (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            regenerate.mutate(code.trim(), {
              onSuccess: (data) => {
                setMode('idle');
                setCode('');
                onCodes(data.recoveryCodes);
              },
            });
          }}
        >
          <CodeField
            id={`${id}-code`}
            value={code}
            onChange={setCode}
            error={regenerate.isError ? texts.describe(regenerate.error, t('security.failed')) : undefined}
          />
          <Button type="submit" size="sm" disabled={regenerate.isPending || !code.trim()}>
            {t('security.newCodes')}
          </Button>
        </Form>
      )}
      {mode === 'remove' && (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate(byCode ? { code: code.trim() } : { password }, {
              onSuccess: () => setMode('idle'),
            });
          }}
        >
          {byCode ? (
            <CodeField
              id={`${id}-remove-code`}
              value={code}
              onChange={setCode}
              error={remove.isError ? texts.describe(remove.error, t('security.failed')) : undefined}
            />
          ) : (
            <Form.Group controlId={`${id}-password`} className="mb-3">
              <Form.Label>{t('security.password')}</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                value={password}
                isInvalid={remove.isError}
                onChange={(event) => setPassword(event.target.value)}
                style={{ maxWidth: '20rem' }}
              />
              <Form.Control.Feedback type="invalid">
                {remove.isError ? texts.describe(remove.error, t('security.failed')) : null}
              </Form.Control.Feedback>
            </Form.Group>
          )}
          <div className="d-flex gap-3 align-items-center">
            <Button
              type="submit"
              size="sm"
              variant="danger"
              disabled={remove.isPending || !(byCode ? code.trim() : password)}
            >
              {t('security.removeConfirm')}
            </Button>
            {/* A person an external provider signs in has no password here (docs/identity.md "Step-up"). */}
            <Button
              variant="link"
              size="sm"
              className="p-0"
              onClick={() => {
                remove.reset();
                setByCode(!byCode);
              }}
              data-testid="totp-remove-proof"
            >
              {byCode ? t('security.removeWithPassword') : t('security.removeWithCode')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}

/**
 * Two-step verification in account settings (docs/identity.md "Second factor"). `required` names the spaces
 * that hold this sign-in back until a factor is set up, or proved in this session when one already is (the
 * step-up, for an external provider's password-only sign-in).
 */
export function SecuritySection({ required }: { required: string[] }) {
  const { t } = useTranslation('alerts');
  const locale = useLocale();
  const factors = useFactors();
  // Held here, not in the forms: the list of factors is read again at once and must not take the codes away.
  const [codes, setCodes] = useState<string[] | null>(null);

  if (factors.data === null) return null;
  return (
    <SectionCard title={t('security.title')} testId="security-section">
      {required.length > 0 && (
        <Alert variant="warning" data-testid="second-factor-required">
          {t('security.required')}
        </Alert>
      )}
      {factors.data?.recovery && (
        <Alert variant="danger" data-testid="recovery-pending">
          {t('security.recoveryPending', { date: formatDateTime(factors.data.recovery.readyAt, locale) })}
        </Alert>
      )}
      {required.length > 0 && !codes && factors.data && <StepUp hasTotp={Boolean(factors.data.totp)} />}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : factors.isPending ? (
        <InlineSpinner />
      ) : factors.isError ? (
        <Alert variant="danger">{t('security.loadFailed')}</Alert>
      ) : factors.data.totp ? (
        <Enrolled
          enrolledAt={factors.data.totp.enrolledAt}
          left={factors.data.recoveryCodesLeft}
          onCodes={setCodes}
        />
      ) : (
        <Enrolment onCodes={setCodes} />
      )}
    </SectionCard>
  );
}
