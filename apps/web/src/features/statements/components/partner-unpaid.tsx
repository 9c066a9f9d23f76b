import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { useStatements } from '../api/statements';

/**
 * A partner card's line "unpaid ¥… overdue since …": what the partner's issued statements with the space still
 * have open (in their first currency), and the earliest date one of them fell overdue. Nothing when all is paid.
 */
export function PartnerUnpaid({ space, partner }: { space: string; partner: string }) {
  const { t } = useTranslation('statements');
  const locale = useLocale();
  const list = useStatements(space);
  const open = (list.data ?? []).filter(
    (s) => s.state === 'issued' && s.open > 0 && (s.supplier.key === partner || s.buyer.key === partner),
  );
  const first = open[0];
  if (!first) return null;
  const sum = open.filter((s) => s.currency === first.currency).reduce((total, s) => total + s.open, 0);
  const since = open.flatMap((s) => (s.overdueSince ? [s.overdueSince] : [])).sort()[0];
  const amount = formatMoney(sum, first.currency, locale);
  return (
    <div className={since ? 'small text-danger' : 'small text-muted'} data-testid="partner-unpaid">
      {since
        ? t('partnerLine', { open: amount, date: formatDate(since, locale) })
        : t('partnerOpen', { open: amount })}
    </div>
  );
}
