import { Alert } from 'react-bootstrap';
import { paths } from '../../config/paths';
import { ProposalsView } from '../../features/workset/components/proposals-view';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useWorkSpace } from './work-space';

/** /proposals: the current space's proposals for clients. */
export function ProposalsPage() {
  const { t } = useTranslation(['common', 'workset']);
  const space = useWorkSpace();
  // A client link is opened by someone else, so it is written out in full.
  const urlOf = (path: string) =>
    `${window.location.origin}${paths.proposalClient.getHref(path.replace(/^\/p\//, ''))}`;
  return (
    <section data-testid="proposals-page">
      <h1 className="h3 mb-1">{t('pages.proposals.title')}</h1>
      <p className="text-body-secondary">{t('workset:page.proposalsLead')}</p>
      {space ? (
        <ProposalsView space={space} urlOf={urlOf} />
      ) : (
        <Alert variant="info">{t('workset:favourites.noSpace')}</Alert>
      )}
    </section>
  );
}
