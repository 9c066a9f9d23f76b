import { prefectures } from '@tourtariff/shared';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { asLocale, formatDateRange, htmlLangOf, localized } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { usePublicEvent } from '../api/get-public-event';
import type { PublicEvent } from '../api/types';
import { PublicEventTariffs } from './public-event-tariffs';

/** Unknown, unpublished and deleted events look the same from outside: the server answers 404 for all three. */
export function EventNotFound() {
  const { t } = useTranslation('events');
  return (
    <section className="text-center py-5" data-testid="event-not-found">
      <h1 className="h3 mb-3">{t('page.notFoundTitle')}</h1>
      <p className="text-body-secondary">{t('page.notFound')}</p>
    </section>
  );
}

function EventBody({ event }: { event: PublicEvent }) {
  const { t, i18n } = useTranslation('events');
  const locale = asLocale(i18n.language);
  const session = useSession();
  const signedIn = session.status === 'authenticated' && session.valid;
  const title = localized(event.title, locale);
  const place = localized(event.place, locale);
  const description = localized(event.description, locale);
  const prefecture = event.prefecture ? prefectures[event.prefecture]?.[locale] : undefined;
  const where = [place.text, prefecture].filter(Boolean);

  return (
    <article data-testid="public-event">
      <h1 className="display-6 mb-3" lang={htmlLangOf(title.lang)}>
        {title.text}
      </h1>
      <dl className="row mb-4">
        <dt className="col-sm-3 col-lg-2">{t('page.dates')}</dt>
        <dd className="col-sm-9 col-lg-10">{formatDateRange(event.dates, locale)}</dd>
        {where.length > 0 && (
          <>
            <dt className="col-sm-3 col-lg-2">{t('page.place')}</dt>
            <dd className="col-sm-9 col-lg-10">
              {place.text && (
                <span lang={htmlLangOf(place.lang)} className="me-2">
                  {place.text}
                </span>
              )}
              {prefecture && <span className={place.text ? 'text-body-secondary' : ''}>{prefecture}</span>}
            </dd>
          </>
        )}
        <dt className="col-sm-3 col-lg-2">{t('page.supplier')}</dt>
        <dd className="col-sm-9 col-lg-10">{event.supplier.name}</dd>
      </dl>
      {description.text && (
        <section aria-labelledby="event-about-heading">
          <h2 id="event-about-heading" className="h5">
            {t('page.about')}
          </h2>
          <p style={{ whiteSpace: 'pre-line' }} lang={htmlLangOf(description.lang)}>
            {description.text}
          </p>
        </section>
      )}
      <PublicEventTariffs eventKey={event.key} tariffs={event.tariffs} locale={locale} signedIn={signedIn} />
    </article>
  );
}

/** The shareable event page: readable by anyone with the link once the event is published. */
export function PublicEventView({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation('events');
  const event = usePublicEvent(eventKey);
  if (event.isPending) return <PageSpinner />;
  if (event.isError)
    return (
      <RetryAlert retryLabel={t('page.retry')} onRetry={() => void event.refetch()}>
        {t('page.loadFailed')}
      </RetryAlert>
    );
  return event.data ? <EventBody event={event.data} /> : <EventNotFound />;
}
