import { useState } from 'react';
import { Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { CursorPager } from '../../../components/ui/cursor-pager';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { asLocale, localized, useLocalizedPath } from '../../../lib/locale';
import { useCursorPages, useStepBackFromEmptyPage } from '../../../lib/use-cursor-pages';
import { useEvents } from '../api/get-events';
import type { EventView } from '../api/types';
import { DeleteEventDialog } from './delete-event-dialog';
import { EventRow } from './event-row';

/** A space's events, a page at a time, with open, copy, edit and delete on each. */
export function EventList({ space }: { space: string }) {
  const { t, i18n } = useTranslation(['events', 'business']);
  const localize = useLocalizedPath();
  const pages = useCursorPages();
  const events = useEvents(space, pages.cursor);
  const [deleting, setDeleting] = useState<EventView | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const items = events.data?.items;

  // Deleting the last event of a later page leaves it empty: step back rather than show "no events".
  useStepBackFromEmptyPage(pages, events);

  if (events.isPending) return <InlineSpinner />;
  if (events.isError)
    return (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void events.refetch()}>
        {t('list.loadFailed')}
      </RetryAlert>
    );

  return (
    <>
      {deleted && (
        <OutcomeAlert
          variant="success"
          dismissible
          closeLabel={t('business:dialog.close')}
          onClose={() => setDeleted(null)}
        >
          {t('list.deleted', { title: deleted })}
        </OutcomeAlert>
      )}
      {items?.length === 0 && pages.page === 1 ? (
        <div className="text-center border rounded py-5" data-testid="events-empty">
          <p className="text-body-secondary">{t('list.empty')}</p>
          <Link to={localize(paths.tariffEventNew.getHref())} className="btn btn-primary">
            {t('list.emptyCreate')}
          </Link>
        </div>
      ) : (
        <Table responsive hover className="align-middle" aria-busy={events.isFetching}>
          <caption className="visually-hidden">{t('list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('list.title')}</th>
              <th scope="col">{t('list.dates')}</th>
              <th scope="col">{t('list.place')}</th>
              <th scope="col" className="text-end">
                {t('list.linked')}
              </th>
              <th scope="col">{t('list.status')}</th>
              <th scope="col">{t('list.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items?.map((event) => (
              <EventRow key={event.key} event={event} onDelete={setDeleting} />
            ))}
          </tbody>
        </Table>
      )}
      <CursorPager
        pages={pages}
        next={events.isPlaceholderData ? null : (events.data?.next ?? null)}
        busy={false}
        labels={{
          nav: t('list.pagination'),
          previous: t('list.previous'),
          next: t('list.next'),
          page: t('list.page', { page: pages.page }),
        }}
        hideSingle
        className="justify-content-center"
      />
      <DeleteEventDialog
        event={deleting}
        onClose={(gone) => {
          setDeleting(null);
          if (gone) setDeleted(localized(gone.title, asLocale(i18n.language)).text);
        }}
      />
    </>
  );
}
