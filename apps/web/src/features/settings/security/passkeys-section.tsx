import type { PasskeyView } from '@tourtariff/shared';
import { useId, useState } from 'react';
import { Alert, Button, Form, ListGroup } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ui/dialogs';
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
  // Removing takes a confirmation: a passkey that signs the person in alone is not lightly lost.
  const [removing, setRemoving] = useState<PasskeyView | null>(null);

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
                onClick={() => setRemoving(passkey)}
                data-testid="passkey-remove"
              >
                {t('passkeys.remove')}
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {remove.isError && (
        <Alert variant="danger" data-testid="passkey-remove-error">
          {texts.describe(remove.error, t('passkeys.removeFailed'))}
        </Alert>
      )}
      <ConfirmDialog
        show={removing !== null}
        title={t('passkeys.confirmRemoveTitle')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
        data-testid="passkey-remove-confirm"
      >
        {t('passkeys.confirmRemove', { name: removing?.name ?? '' })}
      </ConfirmDialog>
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
