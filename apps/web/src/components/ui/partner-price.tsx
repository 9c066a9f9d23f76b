import { Badge } from 'react-bootstrap';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocale } from '../../lib/locale';
import { formatMoney } from '../../lib/money';

type Props = {
  amount: number;
  currency: string;
  discount: number;
  /** A commission agreement's percent (docs/product-decisions.md §12): said instead of a discount of 0 %. */
  commission?: number | null | undefined;
  adults: number | null;
  /** Children the price includes besides the adults (a search by age band), 0 or absent for adults alone. */
  childCount?: number | undefined;
};

/**
 * An active partner's price under the agreement in force, beside the public one and marked as theirs:
 * the marker is a word, not only a colour, so it reads the same to everyone. Shared UI, so search cards
 * and event page cards mark it alike without one feature importing the other. Its texts are the search page's
 * own: the search page is the first route, whose texts load before any page renders (lib/i18n-namespaces.ts).
 */
export function PartnerPrice({ amount, currency, discount, commission, adults, childCount = 0 }: Props) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const money = formatMoney(amount, currency, locale);
  return (
    <p className="mb-0 text-success" data-testid="partner-price">
      <Badge bg="success" className="me-2">
        {t('card.partnerMarker')}
      </Badge>
      <strong>
        {adults === null
          ? money
          : childCount > 0
            ? t('card.fromForGroup', { amount: money, adults, children: childCount })
            : adults === 1
              ? t('card.fromForOne', { amount: money })
              : t('card.fromFor', { amount: money, adults })}
      </strong>
      {/* One unit: 「10％割引」 broken between 割 and 引 reads as two words. */}
      <span className="small ms-1 text-nowrap">
        {commission != null
          ? t('card.partnerCommission', { percent: commission })
          : t('card.partnerDiscount', { percent: discount })}
      </span>
    </p>
  );
}
