import { type ApiKeyCreated, type ApiKeyScope, apiKeyScopes } from '@tourtariff/shared';
import { useId, useState } from 'react';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';
import { DateControl } from '../../../components/ui/date-control';
import { FormDialog, InfoDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCreateApiKey } from './api';

type Props = { spaceKey: string; show: boolean; onClose: () => void };

/** The end of the chosen day where the reader is, as the server wants it (an ISO date-time). */
const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString();

/**
 * Creating a key: name, scope and an optional expiry; then the secret, shown this once with a copy button. The
 * secret lives only in this component's state, so closing the dialog forgets it.
 */
export function CreateApiKeyDialog({ spaceKey, show, onClose }: Props) {
  const { t } = useTranslation('apikeys');
  const texts = useErrorText();
  const id = useId();
  const create = useCreateApiKey(spaceKey);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expires, setExpires] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [created, setCreated] = useState<ApiKeyCreated>();
  const [copied, setCopied] = useState(false);

  const close = () => {
    create.reset();
    setName('');
    setScope('read');
    setExpires('');
    setNameError(undefined);
    setCreated(undefined);
    setCopied(false);
    onClose();
  };

  if (created) {
    return (
      <InfoDialog show={show} title={t('secret.title')} onClose={close} data-testid="api-key-secret">
        <Alert variant="warning">{t('secret.warning')}</Alert>
        <Form.Label htmlFor={`${id}-secret`}>{t('secret.label')}</Form.Label>
        <InputGroup>
          <Form.Control
            id={`${id}-secret`}
            readOnly
            value={created.secret}
            className="font-monospace"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            variant="outline-primary"
            onClick={() =>
              void navigator.clipboard?.writeText(created.secret).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t('secret.copied') : t('secret.copy')}
          </Button>
        </InputGroup>
      </InfoDialog>
    );
  }

  return (
    <FormDialog
      show={show}
      title={t('form.title')}
      submitLabel={t('form.submit')}
      busy={create.isPending}
      onCancel={close}
      data-testid="api-key-create"
      onSubmit={() => {
        if (!name.trim()) return setNameError(t('form.nameRequired'));
        create.mutate(
          { name: name.trim(), scope, expiresAt: expires ? endOfDay(expires) : null },
          { onSuccess: setCreated },
        );
      }}
    >
      {create.isError && (
        <Alert variant="danger" data-testid="api-key-create-error">
          {texts.describe(create.error, t('failed'))}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId={`${id}-name`}>
        <Form.Label>{t('form.name')}</Form.Label>
        <Form.Control
          value={name}
          maxLength={80}
          isInvalid={Boolean(nameError)}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
        />
        <Form.Text>{t('form.nameHelp')}</Form.Text>
        <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('form.scope')}</legend>
        {apiKeyScopes.map((value) => (
          <Form.Check
            key={value}
            type="radio"
            id={`${id}-scope-${value}`}
            name={`${id}-scope`}
            checked={scope === value}
            onChange={() => setScope(value)}
            label={
              <>
                {t(`scope.${value}`)}{' '}
                <span className="text-body-secondary small">
                  {t(value === 'read' ? 'form.readHelp' : 'form.writeHelp')}
                </span>
              </>
            }
          />
        ))}
      </fieldset>
      <Form.Group controlId={`${id}-expires`}>
        <Form.Label>{t('form.expires')}</Form.Label>
        <DateControl value={expires} onChange={(event) => setExpires(event.target.value)} />
        <Form.Text>{t('form.expiresHelp')}</Form.Text>
      </Form.Group>
    </FormDialog>
  );
}
