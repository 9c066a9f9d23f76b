import type { TariffDoc } from '@tourtariff/shared';
import { Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatDateRange, localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { SheetSection } from './sheet-section';

type Doc = Pick<TariffDoc, 'currency' | 'special_days' | 'marked_days' | 'charges' | 'age_bands'>;

function AgeBands({ doc }: { doc: Doc }) {
  const { t } = useTranslation(['search', 'tariffs']);
  const locale = useLocale();
  const bands = doc.age_bands ?? [];
  if (bands.length === 0) return null;
  return (
    <Table size="sm" bordered responsive className="mb-0 align-middle" data-testid="sheet-age-bands">
      <caption className="visually-hidden">{t('search:sheet.ageBands')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('search:sheet.ageBands')}</th>
          <th scope="col">{t('search:sheet.ages')}</th>
          <th scope="col" className="text-end">
            {t('search:sheet.bandPrice')}
          </th>
          <th scope="col">{t('tariffs:field.countsForOccupancy')}</th>
        </tr>
      </thead>
      <tbody>
        {bands.map((band) => (
          <tr key={band.key}>
            <td>{localized(band.name, locale).text}</td>
            <td>{t('search:sheet.ageRange', { min: band.age_min, max: band.age_max })}</td>
            <td className="text-end text-nowrap">
              {band.percent !== null
                ? t('search:sheet.bandPercent', { percent: band.percent })
                : formatMoney(band.fixed ?? 0, doc.currency, locale)}
            </td>
            <td>{band.counts_for_occupancy ? t('search:sheet.yes') : t('search:sheet.no')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The terms of a Japanese rate sheet beyond its rates (docs/product-decisions.md §12): special days, days priced
 * as holiday eves, サービス料, 入湯税, 宿泊税 and the children's age bands. Nothing when the tariff has none.
 */
export function SheetPricing({ doc }: { doc: Doc }) {
  const { t } = useTranslation(['search', 'tariffs']);
  const locale = useLocale();
  const specials = doc.special_days ?? [];
  const marked = doc.marked_days ?? [];
  const charges = doc.charges;
  if (!specials.length && !marked.length && !charges && !doc.age_bands?.length) return null;
  const money = (minor: number) => formatMoney(minor, doc.currency, locale);

  return (
    <SheetSection id="pricing" title={t('search:sheet.pricingTerms')}>
      <dl className="row mb-2">
        {specials.length > 0 && (
          <>
            <dt className="col-sm-3">{t('tariffs:field.specialDays')}</dt>
            <dd className="col-sm-9" data-testid="sheet-special-days">
              {specials
                .map((s) => `${localized(s.name, locale).text} ${formatDateRange(s, locale)}`)
                .join('、')}
            </dd>
          </>
        )}
        {marked.length > 0 && (
          <>
            <dt className="col-sm-3">{t('tariffs:field.markedDays')}</dt>
            <dd className="col-sm-9">
              {[...marked]
                .sort()
                .map((d) => formatDate(d, locale))
                .join('、')}
            </dd>
          </>
        )}
        {charges && (
          <>
            <dt className="col-sm-3">{t('tariffs:field.serviceCharge')}</dt>
            <dd className="col-sm-9" data-testid="sheet-service">
              {t('search:sheet.servicePercent', { percent: charges.service_percent })}
            </dd>
            <dt className="col-sm-3">{t('tariffs:field.bathTaxShort')}</dt>
            <dd className="col-sm-9" data-testid="sheet-bath-tax">
              {charges.bath_tax.per_night === 0
                ? t('search:sheet.none')
                : charges.bath_tax.exempt_under_age === null
                  ? t('search:sheet.bathTax', { amount: money(charges.bath_tax.per_night) })
                  : t('search:sheet.bathTaxExempt', {
                      amount: money(charges.bath_tax.per_night),
                      age: charges.bath_tax.exempt_under_age,
                    })}
            </dd>
            <dt className="col-sm-3">{t('tariffs:field.lodgingTax')}</dt>
            <dd className="col-sm-9" data-testid="sheet-lodging-tax">
              {charges.lodging_tax ? t(`tariffs:lodgingTax.${charges.lodging_tax}`) : t('search:sheet.none')}
            </dd>
          </>
        )}
      </dl>
      <AgeBands doc={doc} />
    </SheetSection>
  );
}
