import { SpaceKindChoices } from '../../features/spaces/components/space-kind-choices';
import { useTranslation } from '../../lib/i18n/use-translation';

/** docs/product.md §2 profile-creation screen: the four kinds of space; success opens the new space's profile (docs/product.md §4). */
export function RegisterRolePage() {
  const { t } = useTranslation('business');
  const { t: tCommon } = useTranslation();
  return (
    <section className="mx-auto py-4" style={{ maxWidth: '52rem' }} data-testid="register-role">
      <h1 className="h3 mb-2">{tCommon('pages.registerRole.title')}</h1>
      <p className="text-body-secondary mb-4">{t('create.prompt')}</p>
      <SpaceKindChoices />
    </section>
  );
}
