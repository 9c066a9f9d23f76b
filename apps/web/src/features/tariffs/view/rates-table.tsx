import { dayTypes, type Rate, seasonNamed, type TariffDoc } from '@tourtariff/shared';
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

/**
 * Which of the Japanese pricing columns the sheet needs (docs/product-decisions.md §12): only those some rate
 * uses, so a simple tariff's table stays as it was.
 */
export function dimensionColumns(rates: readonly Rate[]) {
  return {
    occupancy: rates.some((rate) => rate.occupancy != null),
    dayType: rates.some((rate) => rate.day_type != null),
    supplement: rates.some((rate) => rate.single_supplement != null),
  };
}

function GroupTable({ group, doc, partner }: TableProps) {
  const { t } = useTranslation(['search', 'tariffs']);
  const locale = useLocale();
  const shown = dimensionColumns(doc.rates);
  const dayName = (ref: string | null | undefined) => {
    if (ref == null) return t('tariffs:dayType.every');
    if ((dayTypes as readonly string[]).includes(ref))
      return t(`tariffs:dayType.${ref as (typeof dayTypes)[number]}`);
    const special = seasonNamed(doc.special_days ?? [], ref);
    return special ? localized(special.name, locale).text : ref;
  };
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
        // A wide sheet scrolls sideways: the scrolling box takes the keyboard focus so it can be scrolled without a
        // mouse (docs/ARCHITECTURE.md "Accessibility in the web app").
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="table-responsive" tabIndex={0} aria-label={name}>
          <Table size="sm" bordered className="mb-0 align-middle">
            <caption className="visually-hidden">{name}</caption>
            <thead>
              <tr>
                {shown.dayType && <th scope="col">{t('tariffs:field.dayType')}</th>}
                {shown.occupancy && <th scope="col">{t('tariffs:field.occupancy')}</th>}
                <th scope="col">{t('tariffs:field.unit')}</th>
                <th scope="col">{t('search:sheet.pax')}</th>
                <th scope="col" className="text-end">
                  {t('tariffs:field.adult')}
                </th>
                <th scope="col" className="text-end">
                  {t('tariffs:field.child')}
                </th>
                {shown.supplement && (
                  <th scope="col" className="text-end">
                    {t('tariffs:field.singleSupplement')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {group.rates.map((rate) => {
                const index = doc.rates.indexOf(rate);
                const own = partner?.rates.find((row) => row.rate === index);
                return (
                  // Occupancy and day type may repeat a tier, so the rate's place in the document names it.
                  <tr key={index}>
                    {shown.dayType && <td data-testid="rate-day-type">{dayName(rate.day_type)}</td>}
                    {shown.occupancy && (
                      <td data-testid="rate-occupancy">
                        {rate.occupancy == null
                          ? t('search:sheet.anyOccupancy')
                          : t('search:sheet.occupancy', { count: rate.occupancy })}
                      </td>
                    )}
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
                    {shown.supplement && (
                      <td className="text-end text-nowrap">
                        {rate.single_supplement == null
                          ? t('search:sheet.dash')
                          : money(rate.single_supplement)}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </section>
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
