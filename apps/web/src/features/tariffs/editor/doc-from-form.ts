import { seasonRef, type TariffDoc } from '@tourtariff/shared';
import { parseMajor } from '../../../lib/money';
import { dimensionsOfForm, rateDimensionsOfForm } from './doc-dimensions';
import { bookingOfForm } from './form-booking';
import { type Bilingual, type FormIssues, parseTags, type TariffForm } from './form-state';

/** Reads typed text as document values, filing what cannot be read under its document path. */
export type FormReader = {
  integer: (text: string, path: string) => number;
  decimal: (text: string, path: string) => number;
  amount: (text: string, path: string, optional?: boolean) => number | null;
  required: (text: string, path: string) => string;
  issues: FormIssues;
};

/**
 * The document the form describes, plus what could not be read (an empty required input, "12a" as an amount).
 * Unreadable values become NaN or '' so the shape stays whole; callers send nothing while `issues` is non-empty.
 */
export function docFromForm(form: TariffForm): { doc: TariffDoc; issues: FormIssues } {
  const issues: FormIssues = {};
  const integer = (text: string, path: string) => {
    const trimmed = text.trim().normalize('NFKC');
    if (trimmed === '') issues[path] = 'required';
    else if (!/^\d+$/.test(trimmed)) issues[path] = 'integer';
    return trimmed === '' ? Number.NaN : Number(trimmed);
  };
  const decimal = (text: string, path: string) => {
    const trimmed = text.trim().normalize('NFKC');
    if (trimmed === '') issues[path] = 'required';
    else if (!/^\d+(\.\d+)?$/.test(trimmed)) issues[path] = 'number';
    return trimmed === '' ? Number.NaN : Number(trimmed);
  };
  const amount = (text: string, path: string, optional = false) => {
    if (text.trim() === '') {
      if (!optional) issues[path] = 'required';
      return optional ? null : Number.NaN;
    }
    const minor = parseMajor(text, form.currency);
    if (minor === null) issues[path] = 'amount';
    return minor ?? Number.NaN;
  };
  const required = (text: string, path: string) => {
    if (text.trim() === '') issues[path] = 'required';
    return text.trim();
  };
  const text = (value: Bilingual) => ({ jp: value.jp.trim(), en: value.en.trim() });
  const seasonName = (row: TariffForm['seasons'][number]) => text({ jp: row['name.jp'], en: row['name.en'] });
  // A rate whose season row was removed must not quietly become an all-year rate.
  const rateSeason = (id: string, path: string) => {
    if (!id) return null;
    const season = form.seasons.find((s) => s.id === id);
    if (!season) issues[path] = 'season_unknown';
    return season ? seasonRef({ name: seasonName(season) }) : null;
  };

  const read: FormReader = { integer, decimal, amount, required, issues };

  if (!form.title.jp.trim() && !form.title.en.trim()) issues['title.jp'] = 'required';
  const doc: TariffDoc = {
    title: text(form.title),
    summary: text(form.summary),
    description: text(form.description),
    inclusions: text(form.inclusions),
    exclusions: text(form.exclusions),
    area: text(form.area),
    category: required(form.category, 'category') as TariffDoc['category'],
    prefecture: required(form.prefecture, 'prefecture'),
    tags: parseTags(form.tags),
    currency: form.currency.trim().toUpperCase(),
    tax: { included: form.taxIncluded, rate: decimal(form.taxRate, 'tax.rate') },
    validity: {
      from: required(form.validFrom, 'validity.from'),
      to: required(form.validTo, 'validity.to'),
    },
    blackout: form.blackout.map((row, i) => required(row.date, `blackout.${i}`)),
    seasons: form.seasons.map((s, i) => {
      const name = seasonName(s);
      // A name in one language is enough; with neither, the Japanese input is the one to fill in.
      if (!name.jp && !name.en) issues[`seasons.${i}.name.jp`] = 'required';
      return { name, from: required(s.from, `seasons.${i}.from`), to: required(s.to, `seasons.${i}.to`) };
    }),
    rates: form.rates.map((r, i) => ({
      season: rateSeason(r.season, `rates.${i}.season`),
      unit: r.unit,
      pax_min: integer(r.pax_min, `rates.${i}.pax_min`),
      pax_max: integer(r.pax_max, `rates.${i}.pax_max`),
      adult: amount(r.adult, `rates.${i}.adult`) as number,
      child: amount(r.child, `rates.${i}.child`, true),
      ...rateDimensionsOfForm(form, r, i, read),
    })),
    cancellation: form.cancellation.map((c, i) => ({
      days_before: integer(c.days_before, `cancellation.${i}.days_before`),
      fee_percent: decimal(c.fee_percent, `cancellation.${i}.fee_percent`),
    })),
    images: [...form.images],
    visibility: form.visibility,
    ...dimensionsOfForm(form, read),
    ...bookingOfForm(form.booking, read),
  };
  return { doc, issues };
}
