import { listSpaces } from '@tourtariff/shared';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { TodayView } from '../../features/today/components/today-view';
import { config } from '../../lib/config';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { useRoles } from '../../lib/roles';
import { useWorkSpace } from './work-space';

export function HomePage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { data: roles } = useRoles();
  const space = useWorkSpace();

  // docs/product-decisions.md §9: a user with no space yet starts on the profile-creation screen. Only a loaded roles object
  // decides: while it loads, or if it fails, the home page stays.
  if (roles && listSpaces(roles).length === 0 && !roles.admin) {
    return <Navigate to={localize(paths.register.getHref())} replace />;
  }
  // docs/product-decisions.md §15 "Home: today": what waits for the space the person works in.
  return (
    <section>
      <h1 className="h3 mb-3">{t('pages.home.welcome', { product: config.productName })}</h1>
      {roles ? <TodayView space={space} admin={!!roles.admin} /> : <p>{t('pages.home.intro')}</p>}
    </section>
  );
}
