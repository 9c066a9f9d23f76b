import type { QuoteOut } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Totals = QuoteOut['public'];
type Props = { quote: QuoteOut; totals: Totals; money: (minor: number) => string };

function Row({ label, amount, testId }: { label: string; amount: string; testId: string }) {
  return (
    <tr data-testid={testId}>
      <td className="small">{label}</td>
      <td className="text-end small text-nowrap">{amount}</td>
    </tr>
  );
}

/**
 * サービス料, consumption tax, 入湯税 and 宿泊税, each its own line in that order (docs/product-decisions.md §12):
 * the service charge is taxed, the two local taxes are outside consumption tax. Figures are the API's.
 */
export function QuoteCharges({ quote, totals, money }: Props) {
  const { t } = useTranslation(['partners', 'tariffs']);
  const charges = totals.charges;
  return (
    <>
      {charges && charges.servicePercent > 0 && (
        <Row
          testId="quote-service"
          label={t('partners:quote.service', { percent: charges.servicePercent })}
          amount={money(charges.service)}
        />
      )}
      <Row
        testId="quote-tax"
        label={
          quote.taxRule.included
            ? t('partners:quote.taxIncluded', { rate: quote.taxRule.rate })
            : t('partners:quote.taxAdded', { rate: quote.taxRule.rate })
        }
        amount={money(totals.tax)}
      />
      {charges && charges.bathTax > 0 && (
        <Row testId="quote-bath-tax" label={t('partners:quote.bathTax')} amount={money(charges.bathTax)} />
      )}
      {charges && (charges.lodgingTaxCity !== null || charges.lodgingTax > 0) && (
        <Row
          testId="quote-lodging-tax"
          label={
            charges.lodgingTaxCity
              ? t('partners:quote.lodgingTaxOf', {
                  city: t(`tariffs:lodgingTax.${charges.lodgingTaxCity as 'kyoto'}`),
                })
              : t('partners:quote.lodgingTax')
          }
          amount={money(charges.lodgingTax)}
        />
      )}
    </>
  );
}

/** A commission agreement: the client pays the public price; the partner earns the commission on it. */
export function QuoteCommission({ quote, money }: Omit<Props, 'totals'>) {
  const { t } = useTranslation('partners');
  const commission = quote.partner?.commission;
  if (!commission) return null;
  return (
    <>
      <Row
        testId="quote-commission-public"
        label={t('quote.publicPrice')}
        amount={money(quote.public.total)}
      />
      <Row
        testId="quote-commission"
        label={t('quote.commission', { percent: commission.percent })}
        amount={money(commission.amount)}
      />
      <Row testId="quote-net" label={t('quote.netToSupplier')} amount={money(commission.net)} />
    </>
  );
}
