import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';

/** Rendered by the catch-all route; the server answers the SPA for any path, so this is the only 404 a user sees. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section data-testid="not-found">
      <h1 className="h3 mb-3">{t('pages.notFound.title')}</h1>
      <p>{t('pages.notFound.body')}</p>
      <Link to={localize(paths.home.getHref())} className="btn btn-primary">
        {t('pages.notFound.home')}
      </Link>
    </section>
  );
}
