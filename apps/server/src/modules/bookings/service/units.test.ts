import { describe, expect, it } from 'vitest';
import { allotmentCounts, datesBetween, dayUnits, unitsLeftForAll } from './units.ts';

/** 2027-03-20 10:00 in Japan (01:00 UTC). */
const at = new Date('2027-03-20T01:00:00Z');
const allotment = { mode: 'allotment' as const, capacity: 10, closed: false };
const used = (entries: [string, number][]) => new Map(entries);

describe('units of a date (docs/product-decisions.md §15)', () => {
  it('counts an allotment until its release day in Japan, then returns it to the pool', () => {
    // 2027-03-27 is 7 days ahead: released with 7 release days, still held with 6.
    expect(allotmentCounts('2027-03-27', 7, at)).toBe(false);
    expect(allotmentCounts('2027-03-27', 6, at)).toBe(true);
    // 23:30 UTC on the 19th is already the 20th in Japan.
    expect(allotmentCounts('2027-03-27', 7, new Date('2027-03-19T15:30:00Z'))).toBe(false);
    expect(allotmentCounts('2027-03-27', 7, new Date('2027-03-19T14:30:00Z'))).toBe(true);
  });

  it('gives a partner its allotment plus the pool, and anyone else the pool only', () => {
    const allotments = [{ partner: 'sakura', units: 2, releaseDays: 7 }];
    const date = '2027-04-30';
    expect(dayUnits(allotment, allotments, used([]), 'sakura', date, at)).toEqual({
      left: 10,
      capacity: 10,
      used: 0,
    });
    expect(dayUnits(allotment, allotments, used([]), 'other', date, at)).toEqual({
      left: 8,
      capacity: 8,
      used: 0,
    });
    expect(dayUnits(allotment, allotments, used([]), null, date, at)).toEqual({
      left: 10,
      capacity: 10,
      used: 0,
    });
  });

  it('books a partner from its own allotment first, then from the pool', () => {
    const allotments = [{ partner: 'sakura', units: 2, releaseDays: 7 }];
    const date = '2027-04-30';
    // The other buyer took the whole pool: sakura still has its two.
    const full = used([['other', 8]]);
    expect(dayUnits(allotment, allotments, full, 'sakura', date, at).left).toBe(2);
    expect(dayUnits(allotment, allotments, full, 'other', date, at).left).toBe(0);
    // Sakura booked 3: 2 from its allotment, 1 from the pool.
    const three = used([['sakura', 3]]);
    expect(dayUnits(allotment, allotments, three, 'other', date, at).left).toBe(7);
    expect(dayUnits(allotment, allotments, three, 'sakura', date, at).left).toBe(7);
  });

  it('never answers more than the capacity less every unit in use, nor less than 0', () => {
    // Allotments above the capacity (the capacity was lowered after they were given) oversell nothing.
    const allotments = [
      { partner: 'a', units: 6, releaseDays: 0 },
      { partner: 'b', units: 6, releaseDays: 0 },
    ];
    const date = '2027-04-30';
    expect(dayUnits(allotment, allotments, used([['b', 6]]), 'a', date, at).left).toBe(4);
    expect(dayUnits(allotment, allotments, used([['b', 12]]), 'a', date, at).left).toBe(0);
  });

  it('counts for everyone the pool left plus what partners have not booked of their allotments', () => {
    const allotments = [{ partner: 'sakura', units: 4, releaseDays: 7 }];
    const date = '2027-04-30';
    // The pool (6) fully booked by others, sakura's 4 untouched: 4 left, not sold out.
    expect(unitsLeftForAll(allotment, allotments, used([['other', 6]]), date, at)).toBe(4);
    // Sakura booked 3 of its 4, others 2 of the pool: 4 + 1 left.
    expect(
      unitsLeftForAll(
        allotment,
        allotments,
        used([
          ['sakura', 3],
          ['other', 2],
        ]),
        date,
        at,
      ),
    ).toBe(5);
    // Sakura booked 6 (4 own, 2 of the pool), others 4: nothing left.
    expect(
      unitsLeftForAll(
        allotment,
        allotments,
        used([
          ['sakura', 6],
          ['other', 4],
        ]),
        date,
        at,
      ),
    ).toBe(0);
    // Released (7 days ahead with 7 release days): one pool of 10.
    expect(unitsLeftForAll(allotment, allotments, used([['other', 6]]), '2027-03-27', at)).toBe(4);
  });

  it('does not count free sale and on request dates', () => {
    const free = { mode: 'free_sale' as const, capacity: 0, closed: false };
    expect(dayUnits(free, [], used([['x', 40]]), 'x', '2027-04-30', at)).toEqual({
      left: null,
      capacity: null,
      used: 40,
    });
  });

  it('lists the dates of a range, on some weekdays only', () => {
    expect(datesBetween('2027-02-27', '2027-03-02')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
    // 2027-02-27 is a Saturday, 2027-02-28 a Sunday.
    expect(datesBetween('2027-02-27', '2027-03-06', [0, 6])).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-06',
    ]);
  });
});
