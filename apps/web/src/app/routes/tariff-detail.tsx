import { Alert } from 'react-bootstrap';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation, useParams } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { QuotePanel } from '../../features/partners/components/quote-panel';
import { useTariff } from '../../features/tariffs/api/get-tariff';
import { NotPublishedNotice, TariffNotFound } from '../../features/tariffs/search/detail-states';
import { PriceSummary } from '../../features/tariffs/search/price-summary';
import type { DetailLinkState } from '../../features/tariffs/search/result-card';
import { parseSearch } from '../../features/tariffs/search/search-params';
import { SupplierCard } from '../../features/tariffs/search/supplier-card';
import { TariffSheet } from '../../features/tariffs/view/tariff-sheet';
import { ApiRequestError } from '../../lib/api/api-error';
import { useErrorText } from '../../lib/api/use-error-text';
import { useLocalizedPath } from '../../lib/locale';

/**
 * /search/{key}: one tariff as buyers see it, with who sells it, the price for the search's adults and a live
 * quote for any date and group (issue 14 item 5); an active partner sees their own prices beside the public ones. Opened
 * from a result, the page knows that search (router state) and its back link returns to it.
 */
export function TariffDetailPage() {
  const { t } = useTranslation(['common', 'search']);
  const texts = useErrorText();
  const { key } = useParams();
  const from = useLocation().state as Partial<DetailLinkState> | null;
  const localize = useLocalizedPath();
  const tariff = useTariff(key);
  const search = typeof from?.search === 'string' ? from.search : '';
  const asked = parseSearch(new URLSearchParams(search));

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
              <PriceSummary doc={view} adults={asked.adults} date={asked.date} partner={view.partner} />
              <QuotePanel
                tariff={view.key}
                withUnits={view.rates.some((rate) => rate.unit !== 'per_person')}
                initial={{ date: asked.date, adults: asked.adults }}
              />
              <SupplierCard
                spaceKey={view.space}
                name={view.supplier?.name ?? undefined}
                avatar={view.supplier?.avatar}
              />
            </>
          }
        />
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
