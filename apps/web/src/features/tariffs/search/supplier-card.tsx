import { Card } from 'react-bootstrap';
import { Avatar } from '../../../components/ui/avatar';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Props = { spaceKey: string; name: string | undefined; avatar?: string | null };

/** Who sells the tariff: the supplier space's name (its key only when it has none), never the raw key beside it. */
export function SupplierCard({ spaceKey, name, avatar }: Props) {
  const { t } = useTranslation('tariffs');
  return (
    <Card className="mb-3" data-testid="supplier-card">
      <Card.Body>
        <Card.Subtitle className="mb-1 text-body-secondary small">{t('field.space')}</Card.Subtitle>
        <Card.Title as="p" className="h5 mb-1 d-flex align-items-center gap-2">
          <Avatar src={avatar} alt="" size={32} />
          {name || spaceKey}
        </Card.Title>
      </Card.Body>
    </Card>
  );
}
