import { useEffect, useState } from 'react';
import { Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { asLocale, localized, useLocalizedPath } from '../../../lib/locale';
import { useEvents } from '../api/get-events';
import type { EventView } from '../api/types';
import { DeleteEventDialog } from './delete-event-dialog';
import { EventRow } from './event-row';
import { EventsPager } from './events-pager';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';

/** A space's events, a page at a time, with open, copy, edit and delete on each. */
export function EventList({ space }: { space: string }) {
  const { t, i18n } = useTranslation(['events', 'business']);
  const localize = useLocalizedPath();
  // The cursors of the pages walked so far: the last is the page on screen, popping one goes back.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const events = useEvents(space, cursor);
  const [deleting, setDeleting] = useState<EventView | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const items = events.data?.items;

  // Deleting the last event of a later page leaves it empty: step back rather than show "no events".
  useEffect(() => {
    if (items?.length === 0 && cursors.length > 1 && !events.isPlaceholderData)
      setCursors((list) => list.slice(0, -1));
  }, [items, cursors.length, events.isPlaceholderData]);

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
      {items?.length === 0 && cursors.length === 1 ? (
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
      <EventsPager
        page={cursors.length}
        hasPrevious={cursors.length > 1}
        hasNext={Boolean(events.data?.next) && !events.isPlaceholderData}
        onPrevious={() => setCursors((list) => list.slice(0, -1))}
        onNext={() => {
          const next = events.data?.next;
          if (next) setCursors((list) => [...list, next]);
        }}
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
