import { lazy, Suspense } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { usePartnership } from '../../features/partners/api/partnerships';
import { PartnerDetail } from '../../features/partners/components/partner-detail';
import { NotesPanel } from '../../features/workset/components/notes-panel';
import { apiStatusOf } from '../../lib/api/api-error';
import { useErrorText } from '../../lib/api/use-error-text';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { usePartnerSpace } from './partner-space';

// Request proof as its own chunk: the partners pages share chunks with the first route, whose
// download is at its 150 kB budget, so the credentials form is fetched only here.
const RequestProof = lazy(() =>
  import('../../features/credentials/components/request-proof').then((m) => ({ default: m.RequestProof })),
);

/** /partners/{key}: one partnership with its agreements; 404 reads as "not found". */
export function PartnerDetailPage() {
  const { t } = useTranslation(['common', 'partners']);
  const texts = useErrorText();
  const { key } = useParams();
  const { canManage } = usePartnerSpace();
  const localize = useLocalizedPath();
  const partnership = usePartnership(key);

  const body = (() => {
    if (partnership.isPending) return <BlockSpinner />;
    if (partnership.isError) {
      const missing = apiStatusOf(partnership.error) === 404;
      return (
        <Alert variant={missing ? 'warning' : 'danger'} data-testid="partner-not-found">
          {missing
            ? t('partners:notFound')
            : texts.describe(partnership.error, t('partners:list.loadFailed'))}
        </Alert>
      );
    }
    const deal = partnership.data;
    // Notes about the partner are kept in the caller's own side of the partnership.
    const mine = deal.side === 'buyer' ? deal.buyer.key : deal.side === 'supplier' ? deal.supplier.key : null;
    return (
      <>
        <PartnerDetail partnership={deal} canManage={canManage} />
        {/* A partner may be asked to prove its registration; the result shows in the caller's wallet. */}
        {mine && (
          <div className="mb-3">
            <Suspense fallback={null}>
              <RequestProof
                space={mine}
                holder={{ key: deal.partner.key, name: deal.partner.name }}
                preferred="registered-business"
                sentLink={(text) => (
                  <Link to={`${localize(paths.profileWallet.getHref(mine))}?tab=sent`}>{text}</Link>
                )}
              />
            </Suspense>
          </div>
        )}
        {mine && <NotesPanel space={mine} subject={{ kind: 'space', key: deal.partner.key }} />}
      </>
    );
  })();

  return (
    <section data-testid="partner-detail-page">
      <Link to={localize(paths.partners.getHref())} className="d-inline-block mb-3">
        {t('partners:backToPartners')}
      </Link>
      <h1 className="visually-hidden">{t('pages.partnerDetail.title')}</h1>
      {body}
    </section>
  );
}
