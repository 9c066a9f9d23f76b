import type { QuoteAsk } from '../api/quote';

export type QuoteForm = {
  date: string;
  adults: string;
  children: string;
  units: string;
  nights: string;
  /** Children per age band key, as typed. */
  bands: Record<string, string>;
};

/** Which inputs the tariff needs beyond date and adults (docs/product-decisions.md §12). */
export type QuoteInputs = {
  /** Rooms, vehicles or groups: rates priced per unit, or per person by room occupancy. */
  units: boolean;
  /** Nights: a stay whose nights may differ in day type. */
  nights: boolean;
  /** The age band keys asked for instead of a plain children count; empty keeps 子ども. */
  bands: string[];
};

// Numbers above the server's limits are still sent: its refusal names the limit in the reader's language.
const count = (text: string, min: number): number | null => {
  const normal = text.normalize('NFKC').trim();
  if (!/^\d{1,7}$/.test(normal)) return null;
  const value = Number(normal);
  return value >= min ? value : null;
};

/**
 * What to ask the server for, or null while the form cannot be priced yet (no date, no adults): the panel then
 * says what is missing instead of sending a request the server would refuse for its shape.
 */
export function askOf(form: QuoteForm, inputs: QuoteInputs): QuoteAsk | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date)) return null;
  const adults = count(form.adults, 1);
  const children = inputs.bands.length === 0 && form.children.trim() ? count(form.children, 0) : 0;
  const units = inputs.units && form.units.trim() ? count(form.units, 1) : null;
  const nights = inputs.nights ? count(form.nights, 1) : null;
  if (adults === null || children === null || (inputs.nights && nights === null)) return null;
  const bands: Record<string, number> = {};
  for (const key of inputs.bands) {
    const text = form.bands[key] ?? '';
    const value = text.trim() ? count(text, 0) : 0;
    if (value === null) return null;
    if (value > 0) bands[key] = value;
  }
  return {
    date: form.date,
    adults,
    children,
    ...(units !== null ? { units } : {}),
    ...(nights !== null ? { nights } : {}),
    ...(Object.keys(bands).length > 0 ? { bands } : {}),
  };
}
