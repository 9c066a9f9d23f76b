import { describe, expect, it } from 'vitest';
import { dayLabelOf, groupByDay } from './day-groups';

type M = { id: string; at: string };
const m = (id: string, at: string): M => ({ id, at });

describe('groupByDay', () => {
  it('starts a new group on each new day in Japan time', () => {
    const groups = groupByDay(
      [
        m('a', '2026-11-24T01:00:00Z'),
        m('b', '2026-11-24T14:59:00Z'), // 23:59 in Japan, still the 24th
        m('c', '2026-11-24T15:00:00Z'), // 00:00 on the 25th in Japan
        m('d', '2026-11-26T03:00:00Z'),
      ],
      (item) => item.at,
    );
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-24', ['a', 'b']],
      ['2026-11-25', ['c']],
      ['2026-11-26', ['d']],
    ]);
  });

  it('gives nothing for no messages', () => {
    expect(groupByDay([], (item: M) => item.at)).toEqual([]);
  });
});

describe('dayLabelOf', () => {
  const now = new Date('2026-11-26T02:00:00Z'); // 11:00 on the 26th in Japan
  it('names today and yesterday in Japan time, else the date', () => {
    expect(dayLabelOf('2026-11-26', now)).toBe('today');
    expect(dayLabelOf('2026-11-25', now)).toBe('yesterday');
    expect(dayLabelOf('2026-11-24', now)).toBe('date');
  });
});
