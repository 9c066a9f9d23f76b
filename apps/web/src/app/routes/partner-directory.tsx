import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { DirectoryView } from '../../features/partners/components/directory-view';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { NoPartnerSpace, usePartnerSpace } from './partner-space';

/** /partners/directory: spaces the current space could partner with. */
export function PartnerDirectoryPage() {
  const { t } = useTranslation();
  const { known, space, role, canManage } = usePartnerSpace();
  const localize = useLocalizedPath();

  return (
    <section data-testid="partner-directory-page">
      <h1 className="h3 mb-3">{t('pages.partnerDirectory.title')}</h1>
      {!known ? (
        <BlockSpinner />
      ) : space && (role === 'buyer' || role === 'supplier') ? (
        <DirectoryView
          key={space}
          space={space}
          role={role}
          canManage={canManage}
          backHref={localize(paths.partners.getHref())}
        />
      ) : (
        <NoPartnerSpace />
      )}
    </section>
  );
}
