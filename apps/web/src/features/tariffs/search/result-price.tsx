import { PartnerPrice } from '../../../components/ui/partner-price';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { usePriceUnitText } from '../../../lib/price-unit';
import type { SearchHit } from '../api/search';

/** How many children a card's price includes (a search by age band); 0 for adults alone. */
const childrenOf = (price: { bands?: Record<string, number> | undefined } | null | undefined): number =>
  Object.values(price?.bands ?? {}).reduce((sum, n) => sum + n, 0);

/**
 * The price a buyer compares: the lowest total for the adults asked ("From ¥24,000 for 2 adults"; a price per
 * vehicle, room or group says so: "From ¥165,000 per vehicle"), with tax
 * included or excluded as the tariff states. When no rate admits that many adults, the lowest adult rate is
 * shown instead, labelled as such, so the card never implies a price that cannot be booked.
 */
function PublicPrice({ hit, adults }: { hit: SearchHit; adults: number }) {
  const { t } = useTranslation(['search', 'tariffs']);
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, hit.currency, locale);
  const unitText = usePriceUnitText();
  const tax = t(hit.tax.included ? 'tariffs:tax.included' : 'tariffs:tax.excluded');

  if (hit.price) {
    const amount = money(hit.price.amount);
    return (
      <p className="mb-0" data-testid="result-price">
        <strong className="fs-5">
          {childrenOf(hit.price) > 0
            ? t('search:card.fromForGroup', {
                amount,
                adults: hit.price.adults,
                children: childrenOf(hit.price),
              })
            : hit.price.unit.unit !== 'per_person'
              ? t('search:card.fromPer', { amount, unit: unitText(hit.price.unit) })
              : hit.price.adults === 1
                ? t('search:card.fromForOne', { amount })
                : t('search:card.fromFor', { amount, adults: hit.price.adults })}
        </strong>
        <span className="text-body-secondary small ms-1">{t('search:card.tax', { tax })}</span>
      </p>
    );
  }
  if (hit.priceFrom !== null) {
    return (
      <p className="mb-0 small" data-testid="result-price">
        {t('search:card.lowest', { adults, amount: money(hit.priceFrom) })}
        <span className="text-body-secondary ms-1">{t('search:card.tax', { tax })}</span>
      </p>
    );
  }
  return (
    <p className="mb-0 small text-body-secondary" data-testid="result-price">
      {t('search:card.onRequest')}
    </p>
  );
}

/** The public price, and under it an active partner's own price for the same pick, marked as theirs. */
export function ResultPrice({ hit, adults }: { hit: SearchHit; adults: number }) {
  const partner = hit.partner;
  const amount = partner ? (partner.price?.amount ?? partner.priceFrom) : null;
  return (
    <>
      <PublicPrice hit={hit} adults={adults} />
      {partner && amount !== null && (
        <PartnerPrice
          amount={amount}
          currency={hit.currency}
          discount={partner.discount}
          commission={partner.commission}
          adults={partner.price?.adults ?? null}
          childCount={childrenOf(partner.price)}
        />
      )}
    </>
  );
}
