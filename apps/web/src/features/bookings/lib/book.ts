import type { BookingCreate } from '@tourtariff/shared';

/** What the quote panel asks for: the group on a date, and for a stay its nights, rooms and age bands. */
export type BookAsk = {
  date: string;
  adults: number;
  children: number;
  units?: number | undefined;
  nights?: number | undefined;
  bands?: Record<string, number> | undefined;
};

const shift = (date: string, by: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** The booking the quote describes: a stay of N nights holds its first to its last night (`to`). */
export function bookingOf(tariff: string, space: string, ask: BookAsk): BookingCreate {
  const nights = ask.nights ?? 1;
  return {
    space,
    tariff,
    date: ask.date,
    ...(nights > 1 ? { to: shift(ask.date, nights - 1) } : {}),
    adults: ask.adults,
    children: ask.children,
    ...(ask.bands && Object.keys(ask.bands).length > 0 ? { bands: ask.bands } : {}),
    ...(ask.units !== undefined ? { units: ask.units } : {}),
  };
}
