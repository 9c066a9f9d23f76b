import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { config } from '../../lib/config';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { useSession } from '../../lib/session';

/** docs/product.md §2 profile-creation screen, first step: greets the user by nickname and leads to the four choices. */
export function RegisterPage() {
  const { t } = useTranslation('business');
  const { t: tCommon } = useTranslation();
  const { user } = useSession();
  const localize = useLocalizedPath();
  const nickname = user?.nickname || user?.email || '';

  return (
    <section className="text-center py-5 mx-auto" style={{ maxWidth: '42rem' }} data-testid="register">
      <h1 className="h6 text-body-secondary mb-3">{tCommon('pages.register.title')}</h1>
      <h2 className="display-6 mb-3" data-testid="register-welcome">
        {t('register.welcome', { nickname })}
      </h2>
      <p className="lead mb-4">{t('register.prompt', { product: config.productName })}</p>
      <Link to={localize(paths.registerRole.getHref())} className="btn btn-primary btn-lg">
        {t('register.start')}
      </Link>
    </section>
  );
}
