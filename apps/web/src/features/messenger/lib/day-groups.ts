import { japanDayOf } from '../../../lib/locale';

export type DayGroup<T> = { day: string; items: T[] };

/**
 * Messages (oldest first) in runs of one calendar day in Japan time, where the trade happens, so a separator
 * stands above each day's first message whatever the reader's own clock says.
 */
export function groupByDay<T>(items: readonly T[], at: (item: T) => string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = japanDayOf(at(item)) ?? '';
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** How a separator names its day: today, yesterday, or the date itself (YYYY-MM-DD compared in Japan time). */
export function dayLabelOf(day: string, now: Date = new Date()): 'today' | 'yesterday' | 'date' {
  const today = japanDayOf(now);
  const yesterday = japanDayOf(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  if (day === today) return 'today';
  if (day === yesterday) return 'yesterday';
  return 'date';
}
