import type { Booking } from '@tourtariff/shared';

/** The amendment form as typed; `bands` holds the count typed per age band key of the tariff. */
export type AmendForm = {
  date: string;
  to: string;
  adults: string;
  children: string;
  units: string;
  bands: Record<string, string>;
};

/** The form a booking opens with. */
export const amendFormOf = (
  booking: Pick<Booking, 'date' | 'to' | 'adults' | 'children' | 'units' | 'bands'>,
) => ({
  date: booking.date,
  to: booking.to,
  adults: String(booking.adults),
  children: String(booking.children),
  units: String(booking.units),
  bands: Object.fromEntries(Object.entries(booking.bands).map(([key, n]) => [key, String(n)])),
});

/** Only the bands that count someone, so `{a: 0}` and `{}` are the same group. */
const counted = (bands: Record<string, number>) =>
  JSON.stringify(
    Object.entries(bands)
      .filter(([, n]) => n > 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

const DAY = 86_400_000;
const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
const shift = (date: string, by: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + by * DAY).toISOString().slice(0, 10);

const count = (text: string): number | null => {
  const normal = text.normalize('NFKC').trim();
  return /^\d{1,7}$/.test(normal) ? Number(normal) : null;
};

/**
 * The amend body: only the members that differ from the booking (a PATCH-like move sends what changed). A number
 * that is not one is sent as typed so the server's refusal names the field in the reader's language.
 */
export function amendBodyOf(
  booking: Pick<Booking, 'date' | 'to' | 'adults' | 'children' | 'units' | 'bands'>,
  form: AmendForm,
) {
  const body: Record<string, unknown> = {};
  if (form.date && form.date !== booking.date) body.date = form.date;
  if (form.to && form.to !== booking.to) body.to = form.to;
  // A new first day with the last one untouched moves the whole stay, keeping its length.
  else if (body.date && /^\d{4}-\d{2}-\d{2}$/.test(form.date))
    body.to = shift(booking.to, days(booking.date, form.date));
  for (const name of ['adults', 'children', 'units'] as const) {
    const value = count(form[name]);
    if (value === null) body[name] = form[name];
    else if (value !== booking[name]) body[name] = value;
  }
  // The bands replace the booking's whole (the amend's rule), so a change sends every band that counts someone.
  const bands: Record<string, number | string> = {};
  let typo = false;
  for (const [key, text] of Object.entries(form.bands)) {
    const value = text.trim() === '' ? 0 : count(text);
    if (value === null) {
      bands[key] = text;
      typo = true;
    } else if (value > 0) bands[key] = value;
  }
  if (typo || counted(bands as Record<string, number>) !== counted(booking.bands)) body.bands = bands;
  return body;
}
