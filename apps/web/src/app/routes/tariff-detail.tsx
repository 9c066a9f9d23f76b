import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { BusinessCard } from '../../components/business/business-card';
import { ContactPerson } from '../../components/business/contact-person';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { AvailabilityCalendar } from '../../features/bookings/components/availability-calendar';
import { BookPanel } from '../../features/bookings/components/book-panel';
import { TariffContact } from '../../features/messenger/components/tariff-contact';
import type { QuoteAsk } from '../../features/partners/api/quote';
import { QuotePanel } from '../../features/partners/components/quote-panel';
import { TariffReviews } from '../../features/reviews/components/tariff-reviews';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { useTariff } from '../../features/tariffs/api/get-tariff';
import { NotPublishedNotice, TariffNotFound } from '../../features/tariffs/search/detail-states';
import { PriceSummary } from '../../features/tariffs/search/price-summary';
import type { DetailLinkState } from '../../features/tariffs/search/result-card';
import { parseSearch } from '../../features/tariffs/search/search-params';
import { SupplierCard } from '../../features/tariffs/search/supplier-card';
import { TariffSheet } from '../../features/tariffs/view/tariff-sheet';
import { AddToProposal } from '../../features/workset/components/add-to-proposal';
import { FavouriteHeart } from '../../features/workset/components/favourite-heart';
import { NotesPanel } from '../../features/workset/components/notes-panel';
import { ApiRequestError } from '../../lib/api/api-error';
import { useErrorText } from '../../lib/api/use-error-text';
import { useTranslation } from '../../lib/i18n/use-translation';
import { localized, useLocale, useLocalizedPath } from '../../lib/locale';
import { useConversationHref } from './messenger-links';
import { useWorkSpace } from './work-space';

/**
 * /search/{key}: one tariff as buyers see it, with who sells it, the price for the search's adults and a live
 * quote for any date and group; an active partner sees their own prices beside the public ones; below,
 * its reviews. Opened
 * from a result, the page knows that search (router state) and its back link returns to it.
 */
export function TariffDetailPage() {
  const { t } = useTranslation(['common', 'search']);
  const texts = useErrorText();
  const { key } = useParams();
  const from = useLocation().state as Partial<DetailLinkState> | null;
  const localize = useLocalizedPath();
  const tariff = useTariff(key);
  const current = useCurrentSpace();
  const locale = useLocale();
  const conversationHref = useConversationHref();
  const contactSpace = current.key && current.role !== 'admin' && current.role !== 'user' ? current : null;
  const space = useWorkSpace();
  const search = typeof from?.search === 'string' ? from.search : '';
  const asked = parseSearch(new URLSearchParams(search));
  const [quoted, setQuoted] = useState<QuoteAsk | null>(null);
  const [picked, setPicked] = useState('');
  const navigate = useNavigate();
  // A buyer space books (docs/product-decisions.md §15); suppliers and buyers both see the calendar.
  const buyer = current.role === 'buyer' && current.key ? current.key : null;

  const back = (
    <Link to={{ pathname: localize(paths.search.getHref()), search }} className="d-inline-block mb-3">
      {t('search:detail.back')}
    </Link>
  );
  const body = (() => {
    if (tariff.isPending) {
      return <BlockSpinner />;
    }
    if (tariff.isError) {
      if (tariff.error instanceof ApiRequestError && tariff.error.status === 404) return <TariffNotFound />;
      return (
        <Alert variant="danger" data-testid="tariff-error">
          {texts.describe(tariff.error, t('search:detail.failed'))}
        </Alert>
      );
    }
    const view = tariff.data;
    return (
      <>
        <NotPublishedNotice state={view.state} />
        <TariffSheet
          doc={view}
          partner={view.partner}
          aside={
            <>
              <div className="d-flex justify-content-end">
                <FavouriteHeart space={space} tariff={view.key} title={localized(view.title, locale).text} />
              </div>
              <PriceSummary doc={view} adults={asked.adults} date={asked.date} partner={view.partner} />
              {contactSpace && view.state === 'published' && (
                <AvailabilityCalendar tariff={view.key} picked={quoted?.date ?? picked} onPick={setPicked} />
              )}
              <QuotePanel
                tariff={view.key}
                sheet={view}
                initial={{ date: asked.date, adults: asked.adults, bands: asked.bands }}
                onAsk={setQuoted}
                pickedDate={picked}
              />
              {view.state === 'published' && (
                <BookPanel
                  tariff={view.key}
                  ask={quoted}
                  space={buyer}
                  onBooked={(booking) => void navigate(localize(paths.bookingDetail.getHref(booking.key)))}
                />
              )}
              <TariffContact
                tariff={{
                  key: view.key,
                  space: view.space,
                  title: localized(view.title, locale).text,
                  perUnit: view.rates.some((rate) => rate.unit !== 'per_person'),
                  multiDay: view.category === 'accommodation' || view.category === 'package',
                }}
                space={contactSpace?.key ? { key: contactSpace.key, role: contactSpace.role } : null}
                conversationHref={conversationHref}
                quoted={quoted}
              />
              <SupplierCard
                spaceKey={view.space}
                name={view.supplier?.name ?? undefined}
                avatar={view.supplier?.avatar}
              />
              <ContactPerson contact={view.supplier?.contact} className="small mb-3" />
              <BusinessCard spaceKey={view.space} spaceRole="supplier" />
              <AddToProposal
                space={space}
                tariff={view.key}
                proposalsHref={localize(paths.proposals.getHref())}
              />
              <NotesPanel space={space} subject={{ kind: 'tariff', key: view.key }} />
            </>
          }
        />
        {view.state === 'published' && <TariffReviews tariff={view.key} />}
      </>
    );
  })();

  return (
    <section data-testid="tariff-detail-page">
      {back}
      <h1 className="visually-hidden">{t('pages.tariffDetail.title')}</h1>
      {body}
    </section>
  );
}
