import { Alert } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { TariffCatalogue } from '../../features/tariffs/catalogue/tariff-catalogue';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { useRoles } from '../../lib/roles';

/** The current space when it is a supplier space (only those own tariffs); `pending` while roles load. */
export function useSupplierSpace() {
  const roles = useRoles();
  const current = useCurrentSpace();
  const space = current.role === 'supplier' ? current.space : null;
  return { pending: roles.isPending && !space, failed: roles.isError, space };
}

/** The page for a space that owns no tariffs: says why, and offers nothing to create. */
export function SupplierSpaceState({ failed }: { failed: boolean }) {
  const { t } = useTranslation('catalogue');
  if (failed) return <Alert variant="danger">{t('list.spacesFailed')}</Alert>;
  return (
    <Alert variant="info" data-testid="not-supplier">
      {t('list.notSupplier')}
    </Alert>
  );
}

/** /tariff/list: the tariffs of the current supplier space. */
export function TariffListPage() {
  const { t } = useTranslation();
  const supplier = useSupplierSpace();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const editHref = (key: string) => localize(paths.tariffEdit.getHref(key));

  return (
    <section>
      <h1 className="h3 mb-3">{t('pages.tariffList.title')}</h1>
      {supplier.space ? (
        // Keyed, so switching spaces starts on the first page with no filter.
        <TariffCatalogue
          key={supplier.space.key}
          space={supplier.space.key}
          spaceName={supplier.space.name ?? supplier.space.key}
          newHref={localize(paths.tariffNew.getHref())}
          editHref={editHref}
          onOpen={(key) => void navigate(editHref(key))}
        />
      ) : supplier.pending ? (
        <BlockSpinner />
      ) : (
        <SupplierSpaceState failed={supplier.failed} />
      )}
    </section>
  );
}
