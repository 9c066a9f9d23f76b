import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { type StatementItem, useStatements } from '../api/statements';

/**
 * A partner card's line "unpaid ¥… overdue since …": what the partner's issued statements with the space still
 * have open (in their first currency), and the earliest date one of them fell overdue. Nothing when all is paid.
 */
export function PartnerUnpaid({ space, partner }: { space: string; partner: string }) {
  const { t } = useTranslation('statements');
  const locale = useLocale();
  const list = useStatements(space);
  const unpaid = unpaidWith(list.data ?? [], partner);
  if (!unpaid) return null;
  const { sum, currency, since } = unpaid;
  const amount = formatMoney(sum, currency, locale);
  return (
    <div className={since ? 'small text-danger' : 'small text-muted'} data-testid="partner-unpaid">
      {since
        ? t('partnerLine', { open: amount, date: formatDate(since, locale) })
        : t('partnerOpen', { open: amount })}
    </div>
  );
}

/** What the issued statements with `partner` still have open (in the first one's currency), and since when overdue. */
export function unpaidWith(items: StatementItem[], partner: string) {
  const open = items.filter(
    (s) => s.state === 'issued' && s.open > 0 && (s.supplier.key === partner || s.buyer.key === partner),
  );
  const first = open[0];
  if (!first) return null;
  const sum = open.filter((s) => s.currency === first.currency).reduce((total, s) => total + s.open, 0);
  const since = open.flatMap((s) => (s.overdueSince ? [s.overdueSince] : [])).sort()[0] ?? null;
  return { sum, currency: first.currency, since };
}
