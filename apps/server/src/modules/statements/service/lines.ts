import {
  addDays,
  bathTax,
  DEFAULT_BATH_TAX,
  type StatementLineKind,
  stayLodgingTax,
  type TariffDoc,
  type TaxClass,
  taxContained,
} from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import type { BillableBooking } from '../../bookings/index.ts';
import { findPricedTariff } from '../../tariffs/index.ts';
import type { NewLine } from '../repository/statements.ts';

export type LineDraft = Omit<NewLine, 'statementKey' | 'position'> & { kind: StatementLineKind };

/** The first and last Japan date of a month `YYYY-MM`. */
export function periodOf(month: string): { from: string; to: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month before the one `date` (YYYY-MM-DD) lies in. */
export function previousMonth(date: string): string {
  const [year, mon] = date.split('-').map(Number) as [number, number];
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, '0')}`;
}

type TariffInfo = { title: string; charges: TariffDoc['charges'] | undefined };

/** Tariff names and charges, read once per tariff for one build. */
export function tariffReader(db: Db) {
  const cache = new Map<string, Promise<TariffInfo>>();
  return (key: string) => {
    let found = cache.get(key);
    if (!found) {
      found = findPricedTariff(db, key).then((row) => {
        const doc = row?.doc as TariffDoc | undefined;
        return { title: doc?.title.jp || doc?.title.en || key, charges: doc?.charges };
      });
      cache.set(key, found);
    }
    return found;
  };
}

const groupText = (b: BillableBooking) =>
  b.children ? `大人${b.adults}名 子供${b.children}名` : `大人${b.adults}名`;

/** The nights of a stay (a day trip or a one-day booking is one "night" for the per-night taxes). */
function nightsOf(b: BillableBooking): string[] {
  const nights: string[] = [];
  for (let day = b.firstDate; day < b.lastDate; day = addDays(day, 1)) nights.push(day);
  return nights.length ? nights : [b.firstDate];
}

/**
 * The lines one booking puts on a statement (docs/statements.md §1): a completed stay whose tariff has charges
 * gives its 入湯税 and 宿泊税 apart, outside consumption tax, and the booking line carries the rest of its total;
 * a no-show's fee and a cancellation fee are 不課税 unless the supplier marks them otherwise.
 */
export async function bookingLines(b: BillableBooking, tariff: TariffInfo): Promise<LineDraft[]> {
  const base = {
    bookingKey: b.key,
    reference: b.reference,
    description: tariff.title,
    groupText: groupText(b),
    reason: null,
    createdBy: null,
  };
  if (b.state === 'cancelled')
    return [{ ...base, kind: 'cancellation_fee', date: b.changedOn, amount: b.fee ?? 0, taxClass: 'none' }];
  if (b.state === 'no_show')
    return [{ ...base, kind: 'no_show', date: b.firstDate, amount: b.fee ?? b.total, taxClass: 'none' }];
  const lines: LineDraft[] = [];
  const charges = tariff.charges;
  const nights = nightsOf(b);
  const bath = charges?.bath_tax;
  const bathPersons = b.adults + (bath?.exempt_under_age == null ? b.children : 0);
  const bathAmount = bath ? bathTax(bathPersons, nights.length, bath.per_night ?? DEFAULT_BATH_TAX) : 0;
  let lodging = 0;
  if (charges?.lodging_tax) {
    const persons = b.adults + b.children;
    const gross = b.total - bathAmount;
    const net = gross - taxContained(gross, 10, 'down');
    lodging = stayLodgingTax(
      charges.lodging_tax,
      nights,
      persons,
      Math.floor(net / (persons * nights.length)),
    );
  }
  lines.push({
    ...base,
    kind: 'booking',
    date: b.firstDate,
    amount: b.total - bathAmount - lodging,
    taxClass: 'standard',
  });
  if (bathAmount)
    lines.push({
      ...base,
      kind: 'bath_tax',
      date: b.firstDate,
      description: '入湯税',
      amount: bathAmount,
      taxClass: 'none',
    });
  if (lodging)
    lines.push({
      ...base,
      kind: 'lodging_tax',
      date: b.firstDate,
      description: '宿泊税',
      amount: lodging,
      taxClass: 'none',
    });
  return lines;
}

/** The key a supplier's tax-class mark on a booking's line is kept by across rebuilds. */
export const markKey = (line: { bookingKey?: string | null; kind: string }) =>
  `${line.bookingKey}:${line.kind}`;

/** Whether a line is the supplier's own (kept across rebuilds) rather than gathered from bookings. */
export const ownLine = (kind: string) => kind === 'manual' || kind === 'adjustment';

export type TaxMark = Map<string, TaxClass>;
