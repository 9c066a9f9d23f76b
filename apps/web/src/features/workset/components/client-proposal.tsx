import { eraDate } from '@tourtariff/shared';
import { Alert } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatDateRange, useLocale } from '../../../lib/locale';
import { useClientProposal } from '../api/client-proposal';
import { ProposalPrices } from './proposal-prices';

/**
 * `/p/{id}`: the proposal a buyer sent, for a client without an account (bare shell). Prices are the public
 * ones or the buyer's marked-up ones, as the server priced them; an expired link says so plainly.
 */
export function ClientProposalView({ id }: { id: string }) {
  const { t } = useTranslation('workset');
  const locale = useLocale();
  const answer = useClientProposal(id);
  if (answer.isPending) return <BlockSpinner />;
  if (answer.isError)
    return (
      <Alert variant="danger" data-testid="client-proposal-error">
        {t('client.failed')}
      </Alert>
    );
  if (answer.data.state === 'expired')
    return (
      <Alert variant="warning" data-testid="client-proposal-expired">
        <h1 className="h4">{t('client.expiredTitle')}</h1>
        <p className="mb-0">{t('client.expired')}</p>
      </Alert>
    );
  if (answer.data.state === 'missing')
    return (
      <Alert variant="secondary" data-testid="client-proposal-missing">
        <h1 className="h4">{t('client.missingTitle')}</h1>
        <p className="mb-0">{t('client.missing')}</p>
      </Alert>
    );
  const { proposal } = answer.data;
  return (
    <article data-testid="client-proposal">
      <h1 className="h3">{proposal.title}</h1>
      {proposal.client && <p className="lead">{t('client.for', { client: proposal.client })}</p>}
      <dl className="row">
        <dt className="col-sm-3">{t('client.dates')}</dt>
        <dd className="col-sm-9">
          {formatDateRange(proposal.dates, locale)}
          {/* docs/product-decisions.md §13: the buyer space's 和暦 setting, on jp pages only. */}
          {locale === 'jp' && proposal.eraDates && (
            <span className="ms-1" data-testid="client-proposal-era-date">
              {t('client.eraDates', { from: eraDate(proposal.dates.from), to: eraDate(proposal.dates.to) })}
            </span>
          )}
        </dd>
        <dt className="col-sm-3">{t('client.group')}</dt>
        <dd className="col-sm-9">
          {t('client.people', { adults: proposal.group.adults, children: proposal.group.children })}
        </dd>
      </dl>
      {proposal.intro && (
        <p className="mb-4" style={{ whiteSpace: 'pre-wrap' }}>
          {proposal.intro}
        </p>
      )}
      <ProposalPrices proposal={proposal} />
      {proposal.hidden > 0 && (
        <p className="small text-body-secondary" data-testid="client-proposal-hidden">
          {t('client.hidden', { count: proposal.hidden })}
        </p>
      )}
      {proposal.exp && (
        <p className="small text-body-secondary">
          {t('client.validUntil', { at: formatDate(proposal.exp, locale) })}
        </p>
      )}
    </article>
  );
}
