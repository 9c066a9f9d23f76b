import type { QuoteAsk } from '../api/quote';

export type QuoteForm = { date: string; adults: string; children: string; units: string };

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
export function askOf(form: QuoteForm, withUnits: boolean): QuoteAsk | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date)) return null;
  const adults = count(form.adults, 1);
  const children = form.children.trim() ? count(form.children, 0) : 0;
  const units = withUnits && form.units.trim() ? count(form.units, 1) : null;
  if (adults === null || children === null) return null;
  return { date: form.date, adults, children, ...(units !== null ? { units } : {}) };
}
