import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

type Props = { spaceKey: string; name: string | undefined };

/**
 * Who sells the tariff. The name comes from the search result the buyer opened; no app API lets a buyer read
 * another space, so a page opened from a shared link can only name the supplier by its space key.
 */
export function SupplierCard({ spaceKey, name }: Props) {
  const { t } = useTranslation(['search', 'tariffs']);
  return (
    <Card className="mb-3" data-testid="supplier-card">
      <Card.Body>
        <Card.Subtitle className="mb-1 text-body-secondary small">{t('tariffs:field.space')}</Card.Subtitle>
        <Card.Title as="p" className="h5 mb-1">
          {name || spaceKey}
        </Card.Title>
        {name && (
          <p className="small text-body-secondary mb-0">{t('search:detail.spaceKey', { key: spaceKey })}</p>
        )}
      </Card.Body>
    </Card>
  );
}
