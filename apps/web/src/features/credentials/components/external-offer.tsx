import { Alert, Button, Form } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../lib/locale';
import { useExternalOffer } from '../api/wallet';

/**
 * OpenID4VCI from the wallet page: a valid credential offered to the holder's own external wallet
 * (OpenID4VCI, pre-authorised code). The link opens a wallet app on this device or is pasted into one; the
 * six-digit code is typed into the wallet, so a copied link alone obtains nothing.
 */
export function ExternalOffer({ space, credential }: { space: string; credential: string }) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  const texts = useErrorText();
  const offer = useExternalOffer(space);
  return (
    <div className="mt-3" data-testid="external-offer">
      <h4 className="h6">{t('external.title')}</h4>
      {offer.data ? (
        <>
          <Form.Group controlId={`offer-${credential}`} className="mb-2">
            <Form.Label className="small">{t('external.link')}</Form.Label>
            <Form.Control readOnly value={offer.data.offer_uri} onFocus={(e) => e.currentTarget.select()} />
          </Form.Group>
          <p className="small mb-1">
            <a href={offer.data.offer_uri}>{t('external.open')}</a>
          </p>
          <p className="small mb-0" data-testid="external-offer-code">
            {t('external.code', {
              code: offer.data.tx_code,
              until: formatDateTime(offer.data.expiresAt, locale),
            })}
          </p>
        </>
      ) : (
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={offer.isPending}
          onClick={() => offer.mutate(credential)}
          data-testid="external-offer-button"
        >
          {t('external.make')}
        </Button>
      )}
      {offer.isError && (
        <Alert variant="danger" className="mt-2 mb-0 small">
          {texts.describe(offer.error)}
        </Alert>
      )}
    </div>
  );
}
