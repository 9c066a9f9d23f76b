import { useId, useState } from 'react';
import { Alert, Button, Form, ListGroup } from 'react-bootstrap';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { SectionCard } from '../../../components/ui/section-card';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../lib/locale';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './passkeys-api';

/**
 * Passkeys in account settings (docs/identity.md "Passkeys"): named, with created and last-used dates, removable;
 * nothing is shown when an external provider signs in.
 */
export function PasskeysSection() {
  const { t } = useTranslation('alerts');
  const texts = useErrorText();
  const locale = useLocale();
  const id = useId();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');

  if (passkeys.data === null) return null;
  return (
    <SectionCard title={t('passkeys.title')} testId="passkeys-section">
      <p className="text-body-secondary">{t('passkeys.intro')}</p>
      {passkeys.isPending ? (
        <InlineSpinner />
      ) : passkeys.isError ? (
        <Alert variant="danger">{t('passkeys.loadFailed')}</Alert>
      ) : passkeys.data.length === 0 ? (
        <p data-testid="passkeys-none">{t('passkeys.none')}</p>
      ) : (
        <ListGroup className="mb-3" data-testid="passkeys-list">
          {passkeys.data.map((passkey) => (
            <ListGroup.Item
              key={passkey.id}
              className="d-flex justify-content-between align-items-center"
              data-testid="passkey-row"
            >
              <div>
                <div className="fw-semibold">{passkey.name}</div>
                <small className="text-body-secondary">
                  {t('passkeys.created', { date: formatDateTime(passkey.createdAt, locale) })}
                  {' · '}
                  {passkey.lastUsedAt
                    ? t('passkeys.lastUsed', { date: formatDateTime(passkey.lastUsedAt, locale) })
                    : t('passkeys.neverUsed')}
                </small>
              </div>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(passkey.id)}
              >
                {t('passkeys.remove')}
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {add.isError && (
        <Alert variant="danger" data-testid="passkey-error">
          {texts.describe(add.error, t('passkeys.failed'))}
        </Alert>
      )}
      <Form
        className="d-flex gap-2 align-items-end"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(name.trim(), { onSuccess: () => setName('') });
        }}
      >
        <Form.Group controlId={`${id}-name`}>
          <Form.Label>{t('passkeys.name')}</Form.Label>
          <Form.Control
            value={name}
            maxLength={60}
            placeholder={t('passkeys.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Group>
        <Button type="submit" disabled={add.isPending || !name.trim()} data-testid="passkey-add">
          {t('passkeys.add')}
        </Button>
      </Form>
    </SectionCard>
  );
}
