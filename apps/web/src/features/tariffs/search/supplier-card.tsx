import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';

type Props = { spaceKey: string; name: string | undefined; avatar?: string | null };

/** Who sells the tariff: the single-tariff read names the supplier space (its key when it has no name). */
export function SupplierCard({ spaceKey, name, avatar }: Props) {
  const { t } = useTranslation(['search', 'tariffs']);
  return (
    <Card className="mb-3" data-testid="supplier-card">
      <Card.Body>
        <Card.Subtitle className="mb-1 text-body-secondary small">{t('tariffs:field.space')}</Card.Subtitle>
        <Card.Title as="p" className="h5 mb-1 d-flex align-items-center gap-2">
          <Avatar src={avatar} alt="" size={32} />
          {name || spaceKey}
        </Card.Title>
        {name && (
          <p className="small text-body-secondary mb-0">{t('search:detail.spaceKey', { key: spaceKey })}</p>
        )}
      </Card.Body>
    </Card>
  );
}
