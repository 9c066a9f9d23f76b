import { lowestPrice, lowestRate, type TariffDoc } from '@tourtariff/shared';
import { Card } from 'react-bootstrap';
import { PartnerPrice } from '../../../components/ui/partner-price';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { usePriceUnitText } from '../../../lib/price-unit';
import type { PartnerRates } from '../api/types';
import { pricedAsPartner } from '../view/partner-rates';

type Props = { doc: TariffDoc; adults: number; date?: string; partner?: PartnerRates | null | undefined };

/**
 * The "from" price for the adults and date of the search the buyer came from, as the result card showed it, and
 * an active partner's own price for the same pick from the same pricing function.
 */
export function PriceSummary({ doc, adults, date, partner }: Props) {
  const { t } = useTranslation(['search', 'tariffs']);
  const locale = useLocale();
  const price = lowestPrice(doc, adults, date);
  const rate = lowestRate(doc, adults, date);
  const unitText = usePriceUnitText();
  const partnerPrice = partner ? lowestPrice(pricedAsPartner(doc, partner), adults, date) : null;
  const tax = t(doc.tax.included ? 'tariffs:tax.included' : 'tariffs:tax.excluded');

  return (
    <Card className="mb-3" data-testid="price-summary">
      <Card.Body>
        <Card.Subtitle className="mb-1 text-body-secondary small">
          {date ? t('search:detail.priceOn', { date: formatDate(date, locale) }) : t('search:detail.price')}
        </Card.Subtitle>
        {price === null ? (
          <p className="mb-0">{t('search:detail.noPrice', { adults })}</p>
        ) : (
          <p className="mb-0">
            <strong className="fs-5">
              {rate && rate.unit !== 'per_person'
                ? t('search:card.fromPer', {
                    amount: formatMoney(price, doc.currency, locale),
                    unit: unitText({ unit: rate.unit, paxMin: rate.pax_min, paxMax: rate.pax_max }),
                  })
                : adults === 1
                  ? t('search:card.fromForOne', { amount: formatMoney(price, doc.currency, locale) })
                  : t('search:card.fromFor', { amount: formatMoney(price, doc.currency, locale), adults })}
            </strong>
            <span className="text-body-secondary small ms-1">{t('search:card.tax', { tax })}</span>
          </p>
        )}
        {partner && partnerPrice !== null && (
          <PartnerPrice
            amount={partnerPrice}
            currency={doc.currency}
            discount={partner.discount}
            commission={partner.commission}
            adults={adults}
          />
        )}
      </Card.Body>
    </Card>
  );
}
