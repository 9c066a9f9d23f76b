import type { ApiKeyView } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert, Badge, Button, Table } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ui/dialogs';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { asLocale, formatDate } from '../../../lib/locale';
import { useApiKeys, useRevokeApiKey } from './api';
import { CreateApiKeyDialog } from './create-dialog';

/**
 * A space's API keys for its owners and admins: the list with scope, creation, expiry and last
 * use, a dialog that creates one and shows its secret once, and revocation after a confirmation.
 */
export function ApiKeysPanel({ spaceKey }: { spaceKey: string }) {
  const { t, i18n } = useTranslation('apikeys');
  const keys = useApiKeys(spaceKey);
  const revoke = useRevokeApiKey(spaceKey);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const texts = useErrorText();
  const date = (iso: string) => formatDate(iso, asLocale(i18n.language));

  if (keys.isPending) return <InlineSpinner />;
  if (keys.isError) return <Alert variant="danger">{t('loadFailed')}</Alert>;

  const expiry = (key: ApiKeyView) => {
    if (!key.expiresAt) return t('noExpiry');
    return new Date(key.expiresAt) <= new Date() ? t('expired') : date(key.expiresAt);
  };

  return (
    <>
      <p className="text-body-secondary">{t('intro')}</p>
      {revoke.isError && (
        <Alert variant="danger" dismissible onClose={() => revoke.reset()} data-testid="api-keys-error">
          {texts.describe(revoke.error, t('failed'))}
        </Alert>
      )}
      <div className="mb-3">
        <Button onClick={() => setCreating(true)}>{t('create')}</Button>
      </div>
      {keys.data.length === 0 ? (
        <p className="text-body-secondary mb-0" data-testid="api-keys-empty">
          {t('empty')}
        </p>
      ) : (
        <Table responsive hover className="align-middle" data-testid="api-keys-table">
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.scope')}</th>
              <th scope="col">{t('columns.created')}</th>
              <th scope="col">{t('columns.expires')}</th>
              <th scope="col">{t('columns.lastUsed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.data.map((key) => (
              <tr
                key={key.id}
                data-testid="api-key-row"
                className={key.revokedAt ? 'text-body-secondary' : ''}
              >
                <td>
                  {key.name}
                  <div className="small font-monospace text-body-secondary">{key.prefix}…</div>
                </td>
                <td>{t(`scope.${key.scope}`)}</td>
                <td>{date(key.createdAt)}</td>
                <td>{expiry(key)}</td>
                <td>{key.lastUsedAt ? date(key.lastUsedAt) : t('never')}</td>
                <td className="text-end">
                  {key.revokedAt ? (
                    <Badge bg="secondary">{t('revoked', { date: date(key.revokedAt) })}</Badge>
                  ) : (
                    <Button
                      variant="outline-danger"
                      size="sm"
                      aria-label={t('revokeNamed', { name: key.name })}
                      onClick={() => {
                        revoke.reset();
                        setRevoking(key);
                      }}
                    >
                      {t('revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <CreateApiKeyDialog spaceKey={spaceKey} show={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        show={revoking !== null}
        size="lg"
        title={t('revokeTitle')}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
        }}
        data-testid="api-key-revoke"
      >
        {revoking && t('revokeBody', { name: revoking.name, prefix: revoking.prefix })}
      </ConfirmDialog>
    </>
  );
}
