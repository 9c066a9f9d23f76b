import type { AvailabilityDay } from '@tourtariff/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of a month (YYYY-MM), the range one availability read asks for. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}

/**
 * Whether a day may be picked to book: not before today in Japan, not closed or sold out. On-request days are
 * picked too: the booking then waits for the supplier.
 */
export function pickable(day: Pick<AvailabilityDay, 'date' | 'status'> | undefined, today: string): boolean {
  if (!day || day.date < today) return false;
  return day.status !== 'closed' && day.status !== 'sold_out';
}

/** Per date, for the grid to look days up. */
export function byDate(days: readonly AvailabilityDay[]): Map<string, AvailabilityDay> {
  return new Map(days.map((day) => [day.date, day]));
}
