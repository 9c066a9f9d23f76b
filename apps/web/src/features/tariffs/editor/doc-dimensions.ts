import { dayTypes, type LodgingTaxCity, type Rate, seasonRef, type TariffDoc } from '@tourtariff/shared';
import type { FormReader } from './doc-from-form';
import type { RateRow, TariffForm } from './form-state';

/*
 * The Japanese pricing dimensions of the form as document fields (docs/product-decisions.md §12). Only what the
 * supplier filled in is written, so a simple tariff's document stays exactly as it was.
 */

const specialName = (row: TariffForm['special_days'][number]) => ({
  jp: row['name.jp'].trim(),
  en: row['name.en'].trim(),
});

/** A rate row's occupancy, day type and single supplement; absent when left empty. */
export function rateDimensionsOfForm(
  form: TariffForm,
  row: RateRow,
  i: number,
  read: FormReader,
): Pick<Rate, 'occupancy' | 'day_type' | 'single_supplement'> {
  const out: Pick<Rate, 'occupancy' | 'day_type' | 'single_supplement'> = {};
  if (row.occupancy.trim() !== '') out.occupancy = read.integer(row.occupancy, `rates.${i}.occupancy`);
  if (row.day_type !== '') {
    if ((dayTypes as readonly string[]).includes(row.day_type)) out.day_type = row.day_type;
    else {
      // A special day removed after the rate chose it must not quietly turn the rate into an every-day rate.
      const special = form.special_days.find((s) => s.id === row.day_type);
      if (!special) read.issues[`rates.${i}.day_type`] = 'day_type_unknown';
      out.day_type = special ? seasonRef({ name: specialName(special) }) : row.day_type;
    }
  }
  if (row.single_supplement.trim() !== '')
    out.single_supplement = read.amount(row.single_supplement, `rates.${i}.single_supplement`);
  return out;
}

type Dimensions = Pick<TariffDoc, 'special_days' | 'marked_days' | 'charges' | 'age_bands'>;

/** Special days, marked days, charges and age bands; each absent when the supplier has none. */
export function dimensionsOfForm(form: TariffForm, read: FormReader): Dimensions {
  const out: Dimensions = {};
  if (form.special_days.length > 0)
    out.special_days = form.special_days.map((s, i) => {
      const name = specialName(s);
      if (!name.jp && !name.en) read.issues[`special_days.${i}.name.jp`] = 'required';
      return {
        name,
        from: read.required(s.from, `special_days.${i}.from`),
        to: read.required(s.to, `special_days.${i}.to`),
      };
    });
  if (form.marked_days.length > 0)
    out.marked_days = form.marked_days.map((row, i) => read.required(row.date, `marked_days.${i}`));
  const charges = form.charges;
  if (charges !== null) {
    const bath = charges.bath_per_night.trim() === '' ? '0' : charges.bath_per_night;
    const exempt = charges.bath_exempt_under_age.trim();
    out.charges = {
      service_percent:
        charges.service_percent.trim() === ''
          ? 0
          : read.decimal(charges.service_percent, 'charges.service_percent'),
      bath_tax: {
        per_night: read.amount(bath, 'charges.bath_tax.per_night') as number,
        exempt_under_age: exempt === '' ? null : read.integer(exempt, 'charges.bath_tax.exempt_under_age'),
      },
      lodging_tax: charges.lodging_tax === '' ? null : (charges.lodging_tax as LodgingTaxCity),
    };
  }
  if (form.age_bands.length > 0)
    out.age_bands = form.age_bands.map((band, i) => {
      const path = `age_bands.${i}`;
      const name = { jp: band['name.jp'].trim(), en: band['name.en'].trim() };
      if (!name.jp && !name.en) read.issues[`${path}.name.jp`] = 'required';
      const percent = band.basis === 'percent';
      return {
        key: read.required(band.key, `${path}.key`),
        name,
        age_min: read.integer(band.age_min, `${path}.age_min`),
        age_max: read.integer(band.age_max, `${path}.age_max`),
        percent: percent ? read.decimal(band.amount, `${path}.percent`) : null,
        fixed: percent ? null : read.amount(band.amount, `${path}.fixed`),
        counts_for_occupancy: band.counts_for_occupancy,
      };
    });
  return out;
}
