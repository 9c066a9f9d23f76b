import { useId, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatDateTime, useLocale } from '../../../lib/locale';
import type { Credential } from '../api/types';
import { useWalletCredential } from '../api/wallet';
import { claimLabel, textOf } from '../lib/display';
import { ClaimList } from './claim-list';
import { ExternalOffer } from './external-offer';
import { StateBadge } from './state-badge';

/** What one credential holds, loaded when opened: every claim, and the presentations made from it and to whom. */
function CredentialDetails({ space, id, valid }: { space: string; id: string; valid: boolean }) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  const texts = useErrorText();
  const detail = useWalletCredential(space, id);
  if (detail.isPending) return <BlockSpinner />;
  if (detail.isError) return <Alert variant="danger">{texts.describe(detail.error)}</Alert>;
  const { claims = {}, display, presentations } = detail.data;
  return (
    <div className="mt-3" data-testid="credential-details">
      <h4 className="h6">{t('wallet.claims')}</h4>
      <ClaimList claims={claims} display={display} />
      <h4 className="h6 mt-3">{t('wallet.presentations')}</h4>
      {presentations.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('wallet.noPresentations')}</p>
      ) : (
        <ul className="small mb-0" data-testid="credential-presentations">
          {presentations.map((shown) => (
            <li key={`${shown.request}:${shown.at}`}>
              {t('wallet.presentedTo', {
                verifier: shown.verifier.name || shown.verifier.space,
                at: formatDateTime(shown.at, locale),
                claims: shown.disclosed.map((name) => claimLabel(display, name, locale)).join(', '),
              })}
            </li>
          ))}
        </ul>
      )}
      {valid && <ExternalOffer space={space} credential={id} />}
    </div>
  );
}

/** One credential of the wallet: its type, issuer, validity and state; the claims open on request. */
export function CredentialCard({ space, credential }: { space: string; credential: Credential }) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Card
      className="mb-3"
      data-testid="credential-card"
      data-vct={credential.vct}
      data-state={credential.state}
    >
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <h3 className="h6 mb-0 me-auto">{textOf(credential.name, locale)}</h3>
          <StateBadge state={credential.state} />
        </div>
        <p className="small text-body-secondary mb-1">
          {t('wallet.issuedBy', {
            issuer: credential.issuer.name || credential.issuer.space,
            date: formatDate(credential.issuedAt, locale),
          })}{' '}
          {t('wallet.expires', { date: formatDate(credential.expiresAt, locale) })}
        </p>
        {credential.state === 'revoked' && (
          <p className="small text-danger mb-1" data-testid="credential-revoked">
            {t('wallet.revokedOn', {
              date: credential.revokedAt ? formatDate(credential.revokedAt, locale) : '',
              reason: credential.revokeReason ?? '',
            })}
          </p>
        )}
        <Button
          size="sm"
          variant="outline-secondary"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((shown) => !shown)}
          data-testid="credential-toggle"
        >
          {open ? t('wallet.hide') : t('wallet.show')}
        </Button>
        <div id={detailsId}>
          {open && (
            <CredentialDetails space={space} id={credential.id} valid={credential.state === 'valid'} />
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
