import type { Partnership, PartnerTab } from '@tourtariff/shared';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { useAllPartnerships } from '../api/export-partners';
import { downloadText, toCsv } from '../lib/csv';
import { agreementStatusOf, dateOf } from '../lib/partner-rows';

/** The tab's whole list (every page, the search applied) as a CSV file, in the reader's language. */
export function ExportButton({ space, tab, q }: { space: string; tab: PartnerTab; q: string }) {
  const { t } = useTranslation(['partners', 'business']);
  const locale = useLocale();
  const all = useAllPartnerships();

  const row = (p: Partnership) => {
    const agreement = agreementStatusOf(p.agreement);
    return [
      p.partner.name,
      p.partner.key,
      t(`business:role.${p.partner.role}`),
      t(`partners:card.state.${p.state}`),
      formatDate(dateOf(p).at, locale),
      agreement.kind === 'inForce'
        ? t('partners:card.agreement.inForce', { percent: agreement.percent })
        : t(`partners:card.agreement.${agreement.kind}`),
      p.agreement?.inForce ? p.agreement.discount : '',
      p.side === 'buyer' ? p.visibleTariffs : '',
    ];
  };
  const header = (['name', 'key', 'role', 'state', 'since', 'agreement', 'discount', 'tariffs'] as const).map(
    (column) => t(`partners:csv.${column}`),
  );

  return (
    <>
      <Button
        variant="outline-secondary"
        disabled={all.isPending}
        onClick={() =>
          all.mutate(
            { space, tab, q },
            {
              onSuccess: (items) =>
                downloadText(toCsv(header, items.map(row)), t('partners:csv.filename', { tab })),
            },
          )
        }
        data-testid="partners-export"
      >
        {all.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {all.isPending ? t('partners:list.exporting') : t('partners:list.export')}
      </Button>
      {all.isError && (
        <span role="alert" className="text-danger small">
          {t('partners:list.exportFailed')}
        </span>
      )}
    </>
  );
}
