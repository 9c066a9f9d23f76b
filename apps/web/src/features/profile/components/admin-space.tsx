import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SpaceHeader } from './space-header';

/**
 * The admin space is not stored (every holder of the admin access has it), so it has no details to show or
 * edit: the page says what it is for and where the administration screens are.
 */
export function AdminSpace({ tariffAdminHref }: { tariffAdminHref: string }) {
  const { t } = useTranslation();
  return (
    <section data-testid="admin-space">
      <SpaceHeader
        name={t('profilePage.admin.title')}
        avatar={null}
        spaceRole="admin"
        industry="admin"
        kind="admin"
      />
      <Card>
        <Card.Body>
          <p>{t('profilePage.admin.body')}</p>
          <Link to={tariffAdminHref} className="btn btn-outline-primary">
            {t('profilePage.admin.tariffAdmin')}
          </Link>
        </Card.Body>
      </Card>
    </section>
  );
}
