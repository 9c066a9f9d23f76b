import { Button, Table } from 'react-bootstrap';
import { InlineSpinner } from '../../../../components/ui/inline-spinner';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { useErrorText } from '../../../../lib/api/use-error-text';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useTariffAudit } from '../../api/admin';
import { AuditRow } from './audit-row';

/** Every state change, edit and correction of a tariff, oldest first (GET /api/tariff/{id}/audit). */
export function AuditHistory({ tariffKey, currency }: { tariffKey: string; currency: string }) {
  const { t } = useTranslation('admin');
  const texts = useErrorText();
  const audit = useTariffAudit(tariffKey);

  if (audit.isPending) return <InlineSpinner />;
  if (audit.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void audit.refetch()}>
        {texts.describe(audit.error, t('audit.loadFailed'))}
      </RetryAlert>
    );
  }
  const entries = audit.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <p className="text-body-secondary mb-0">{t('audit.empty')}</p>;

  return (
    <>
      <Table responsive size="sm" className="align-middle mb-2" data-testid="audit-table">
        <caption className="visually-hidden">{t('audit.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.columns.at')}</th>
            <th scope="col">{t('audit.columns.who')}</th>
            <th scope="col">{t('audit.columns.action')}</th>
            <th scope="col">{t('audit.columns.states')}</th>
            <th scope="col">{t('audit.columns.note')}</th>
            <th scope="col">{t('audit.columns.changes')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} currency={currency} />
          ))}
        </tbody>
      </Table>
      {audit.hasNextPage && (
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {t('audit.more')}
        </Button>
      )}
    </>
  );
}
