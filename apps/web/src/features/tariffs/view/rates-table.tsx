import type { Rate, TariffDoc } from '@tourtariff/shared';
import { Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateRange, localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { usePriceUnitText } from '../../../lib/price-unit';
import type { PartnerRates } from '../api/types';
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

type TableProps = { group: RateGroup; doc: TariffDoc; partner?: PartnerRates | null | undefined };

/** A public amount and, for an active partner, their own amount under it, marked as theirs. */
function Amount({ text, partner }: { text: string; partner: string | null }) {
  const { t } = useTranslation('partners');
  if (partner === null) return <>{text}</>;
  return (
    <>
      {text}
      <span className="d-block small text-success fw-semibold" data-testid="rate-partner-price">
        {t('price.partnerShort', { amount: partner })}
      </span>
    </>
  );
}

function GroupTable({ group, doc, partner }: TableProps) {
  const { t } = useTranslation(['search', 'tariffs']);
  const locale = useLocale();
  const pax = usePaxLabel();
  const unitText = usePriceUnitText();
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
            {group.rates.map((rate) => {
              const own = partner?.rates.find((row) => row.rate === doc.rates.indexOf(rate));
              return (
                <tr key={`${rate.unit}-${rate.pax_min}-${rate.pax_max}`}>
                  <td data-testid="rate-unit">
                    {unitText({ unit: rate.unit, paxMin: rate.pax_min, paxMax: rate.pax_max })}
                  </td>
                  <td>{pax(rate)}</td>
                  <td className="text-end text-nowrap">
                    <Amount text={money(rate.adult)} partner={own ? money(own.adult) : null} />
                    {/* A price per group, room or vehicle sits in the adult column: say what it is for. */}
                    {rate.unit !== 'per_person' && (
                      <span className="d-block small text-body-secondary">
                        {unitText({ unit: rate.unit, paxMin: rate.pax_min, paxMax: rate.pax_max })}
                      </span>
                    )}
                  </td>
                  <td className="text-end text-nowrap">
                    {rate.child === null ? (
                      <span title={t('search:sheet.noChildRate')}>
                        {t('search:sheet.dash')}
                        <span className="visually-hidden">{t('search:sheet.noChildRate')}</span>
                      </span>
                    ) : (
                      <Amount
                        text={money(rate.child)}
                        partner={own && own.child !== null ? money(own.child) : null}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </div>
  );
}

/** The rate sheet: one table per season with unit, pax tier, adult and child price, and how tax is counted. */
export function RatesTable({ doc, partner }: { doc: TariffDoc; partner?: PartnerRates | null | undefined }) {
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
        groups.map((group) => <GroupTable key={group.name ?? ''} group={group} doc={doc} partner={partner} />)
      )}
    </SheetSection>
  );
}
