import type { Rate, TariffDoc } from '@tourtariff/shared';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatDateRange, localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { groupRates, type RateGroup } from './rate-groups';
import { SheetSection } from './sheet-section';

/** "2 pax" for a fixed size, "1–4 pax" for a tier. */
function usePaxLabel() {
  const { t } = useTranslation('tariffs');
  return (rate: Pick<Rate, 'pax_min' | 'pax_max'>) =>
    rate.pax_min === rate.pax_max
      ? t('paxOne', { count: rate.pax_min })
      : t('paxRange', { min: rate.pax_min, max: rate.pax_max });
}

function GroupTable({ group, doc }: { group: RateGroup; doc: TariffDoc }) {
  const { t } = useTranslation(['search', 'tariffs']);
  const locale = useLocale();
  const pax = usePaxLabel();
  const money = (minor: number) => formatMoney(minor, doc.currency, locale);
  const dates = group.season ?? (group.name === null ? doc.validity : null);
  const name =
    group.name === null
      ? t('tariffs:allSeasons')
      : group.season
        ? localized(group.season.name, locale).text
        : t('search:sheet.unknownSeason', { name: group.name });

  return (
    <div className="mb-3" data-testid="rate-group">
      <h4 className="h6 mb-1">
        {name}
        {dates && (
          <span className="fw-normal text-body-secondary ms-2">{formatDateRange(dates, locale)}</span>
        )}
      </h4>
      {group.rates.length === 0 ? (
        <p className="text-body-secondary small mb-0">{t('search:sheet.noSeasonRates')}</p>
      ) : (
        <Table size="sm" bordered responsive className="mb-0 align-middle">
          <caption className="visually-hidden">{name}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tariffs:field.unit')}</th>
              <th scope="col">{t('search:sheet.pax')}</th>
              <th scope="col" className="text-end">
                {t('tariffs:field.adult')}
              </th>
              <th scope="col" className="text-end">
                {t('tariffs:field.child')}
              </th>
            </tr>
          </thead>
          <tbody>
            {group.rates.map((rate) => (
              <tr key={`${rate.unit}-${rate.pax_min}-${rate.pax_max}`}>
                <td>{t(`tariffs:unit.${rate.unit}`)}</td>
                <td>{pax(rate)}</td>
                <td className="text-end text-nowrap">{money(rate.adult)}</td>
                <td className="text-end text-nowrap">
                  {rate.child === null ? (
                    <span title={t('search:sheet.noChildRate')}>
                      {t('search:sheet.dash')}
                      <span className="visually-hidden">{t('search:sheet.noChildRate')}</span>
                    </span>
                  ) : (
                    money(rate.child)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

/** The rate sheet: one table per season with unit, pax tier, adult and child price, and how tax is counted. */
export function RatesTable({ doc }: { doc: TariffDoc }) {
  const { t } = useTranslation(['search', 'tariffs']);
  const groups = groupRates(doc);
  const taxLabel = t(doc.tax.included ? 'tariffs:tax.included' : 'tariffs:tax.excluded');

  return (
    <SheetSection id="rates" title={t('tariffs:field.rates')}>
      <p className="small mb-2" data-testid="sheet-tax">
        {t('search:sheet.tax', { label: taxLabel, rate: doc.tax.rate })}
      </p>
      {groups.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('search:sheet.noRates')}</p>
      ) : (
        groups.map((group) => <GroupTable key={group.name ?? ''} group={group} doc={doc} />)
      )}
    </SheetSection>
  );
}
