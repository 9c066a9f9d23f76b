import { type PartnerDirectoryEntry, prefectures } from '@tourtariff/shared';
import { Badge, Button, Card } from 'react-bootstrap';
import { BusinessCard } from '../../../components/business/business-card';
import { RoleBadge } from '../../../components/ui/role-badge';
import { StoredImage } from '../../../components/ui/stored-image';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';

type Props = { entry: PartnerDirectoryEntry; canManage: boolean; onRequest: () => void };

/**
 * A space one could partner with. "Request partnership" is offered only when nothing joins the two yet: an
 * active partnership or an open request says so instead.
 */
export function DirectoryCard({ entry, canManage, onRequest }: Props) {
  const { t } = useTranslation(['partners', 'tariffs']);
  const locale = useLocale();
  const places = entry.prefectures.map((code) => prefectures[code]?.[locale] ?? code).join('・');
  const categories = entry.categories
    .map((category) => t(`tariffs:category.${category as 'other'}`, { defaultValue: category }))
    .join('・');

  return (
    <Card as="article" className="h-100" data-testid="directory-card">
      <Card.Body className="d-flex gap-3">
        <StoredImage
          src={entry.logo ?? entry.avatar}
          alt={t('partners:card.logo', { name: entry.name })}
          width={56}
          height={56}
          className="flex-shrink-0"
        />
        <div className="flex-grow-1 min-w-0">
          <h3 className="h6 mb-1">{entry.name}</h3>
          <p className="small mb-1 d-flex flex-wrap gap-2 align-items-center">
            <RoleBadge role={entry.role} />
            {places && <span>{places}</span>}
          </p>
          {categories && <p className="small text-body-secondary mb-2">{categories}</p>}
          <BusinessCard spaceKey={entry.key} spaceRole={entry.role} variant="compact" />
          {entry.relation ? (
            <Badge bg="info-subtle" text="info-emphasis" data-testid="directory-relation">
              {entry.relation.state === 'active'
                ? t('partners:directory.partner')
                : t('partners:directory.pending')}
            </Badge>
          ) : (
            canManage && (
              <Button size="sm" onClick={onRequest}>
                {t('partners:directory.request')}
              </Button>
            )
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
