import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';

type Props = { amount: number; currency: string; discount: number; adults: number | null };

/**
 * An active partner's price under the agreement in force, beside the public one and marked as theirs (issue 14
 * item 4): the marker is a word, not only a colour, so it reads the same to everyone.
 */
export function PartnerPrice({ amount, currency, discount, adults }: Props) {
  const { t } = useTranslation(['partners', 'search']);
  const locale = useLocale();
  const money = formatMoney(amount, currency, locale);
  return (
    <p className="mb-0 text-success" data-testid="partner-price">
      <Badge bg="success" className="me-2">
        {t('partners:price.marker')}
      </Badge>
      <strong>
        {adults === null
          ? money
          : adults === 1
            ? t('search:card.fromForOne', { amount: money })
            : t('search:card.fromFor', { amount: money, adults })}
      </strong>
      <span className="small ms-1">{t('partners:agreement.discountValue', { percent: discount })}</span>
    </p>
  );
}
