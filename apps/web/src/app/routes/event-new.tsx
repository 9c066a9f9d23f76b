import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { paths } from '../../config/paths';
import type { EventView } from '../../features/events/api/types';
import { EditEvent } from '../../features/events/components/edit-event';
import { EventForm } from '../../features/events/components/event-form';
import { EventsPageHeader } from '../../features/events/components/events-page-header';
import type { SavedEvent } from '../../features/events/components/saved-notice';
import { SupplierOnly } from '../../features/events/components/supplier-only';
import { EDIT_PARAM } from '../../features/events/lib/edit-target';
import { emptyEventForm } from '../../features/events/lib/event-form';
import { useSpaceTitle } from '../../features/spaces/components/space-label';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';

/**
 * `/tariff/events/new`: a supplier space creates an event; with `?key=` the same screen edits one. Either way
 * the list opens afterwards with the shareable link.
 */
export function EventNewPage() {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation();
  const [params] = useSearchParams();
  const editKey = params.get(EDIT_PARAM);
  const current = useCurrentSpace();
  const spaceTitle = useSpaceTitle();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const listHref = localize(paths.tariffEventList.getHref());

  const toList = (saved?: SavedEvent) => void navigate(listHref, saved ? { state: { saved } } : undefined);
  const onSaved = (created: boolean) => (event: EventView) =>
    toList({ key: event.key, published: event.published, created });

  const header = (
    <EventsPageHeader
      title={tCommon(editKey ? 'pages.tariffEventEdit.title' : 'pages.tariffEventNew.title')}
      spaceName={spaceTitle(current.space, current.type)}
      back={{ href: listHref, label: t('backToList') }}
    />
  );

  if (editKey)
    return (
      <section>
        {header}
        <EditEvent eventKey={editKey} onSaved={onSaved(false)} onCancel={() => toList()} />
      </section>
    );
  if (!current.known) return <PageSpinner />;
  return (
    <section>
      {header}
      {current.role === 'supplier' && current.key ? (
        <>
          <p className="text-body-secondary">{t('form.intro')}</p>
          <EventForm
            key={current.key}
            target={{ kind: 'create', space: current.key }}
            initial={emptyEventForm}
            onSaved={onSaved(true)}
            onCancel={() => toList()}
          />
        </>
      ) : (
        <SupplierOnly homeHref={localize(paths.home.getHref())} />
      )}
    </section>
  );
}
