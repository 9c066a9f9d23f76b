import { Button } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';

/** docs/product.md §8 "Missing access": shown in place of a page whose access rules the user does not hold. */
export function PermissionDeniedPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const home = localize(paths.home.getHref());
  // The router marks the first entry of this tab with key 'default': going back from it would leave the app.
  const hasPrevious = useLocation().key !== 'default';

  return (
    <section data-testid="permission-denied">
      <h1 className="h3 mb-3">{t('pages.permissionDenied.title')}</h1>
      <p>{t('pages.permissionDenied.body')}</p>
      <div className="d-flex flex-wrap gap-2">
        <Link to={home} className="btn btn-primary">
          {t('pages.permissionDenied.home')}
        </Link>
        <Button
          variant="outline-secondary"
          onClick={() => void (hasPrevious ? navigate(-1) : navigate(home))}
        >
          {t('pages.permissionDenied.back')}
        </Button>
      </div>
    </section>
  );
}
