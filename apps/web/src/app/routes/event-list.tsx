import { Link, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { paths } from '../../config/paths';
import { EventList } from '../../features/events/components/event-list';
import { EventsPageHeader } from '../../features/events/components/events-page-header';
import { isSavedEvent, SavedNotice } from '../../features/events/components/saved-notice';
import { SupplierOnly } from '../../features/events/components/supplier-only';
import { useSpaceTitle } from '../../features/spaces/components/space-label';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';

/** `/tariff/events/list`: the current supplier space's events; after a save, the shareable link on top. */
export function EventListPage() {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation();
  const current = useCurrentSpace();
  const spaceTitle = useSpaceTitle();
  const localize = useLocalizedPath();
  const saved = (useLocation().state as { saved?: unknown } | null)?.saved;
  const supplier = current.role === 'supplier' && current.key;

  if (!current.known) return <PageSpinner />;
  return (
    <section>
      <EventsPageHeader
        title={tCommon('pages.tariffEventList.title')}
        spaceName={spaceTitle(current.space, current.type)}
        back={{ href: localize(paths.tariffList.getHref()), label: t('backToTariffs') }}
        actions={
          supplier && (
            <Link to={localize(paths.tariffEventNew.getHref())} className="btn btn-primary">
              {t('list.create')}
            </Link>
          )
        }
      />
      {isSavedEvent(saved) && <SavedNotice key={saved.key} saved={saved} />}
      {current.key && supplier ? (
        <>
          <p className="text-body-secondary">{t('list.intro')}</p>
          <EventList key={current.key} space={current.key} />
        </>
      ) : (
        <SupplierOnly homeHref={localize(paths.home.getHref())} />
      )}
    </section>
  );
}
