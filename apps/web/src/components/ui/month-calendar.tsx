import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import type { Locale } from '../../lib/config';
import { formatMonth, weekdayNames } from '../../lib/locale-calendar';
import './month-calendar.css';

/** What a day of a guide's calendar is: free, marked unavailable by the guide, or taken by an assigned job. */
export type DayState = 'available' | 'unavailable' | 'blocked';

type Props = {
  locale: Locale;
  /** The month shown first, YYYY-MM. */
  month: string;
  stateOf: (day: string) => DayState;
  /** Present when the days can be toggled; a blocked day never can (the job decides it). */
  onToggle?: ((day: string) => void) | undefined;
  /** Words for each state and the month buttons, in the page's language. */
  labels: { available: string; unavailable: string; blocked: string; previous: string; next: string };
  /** Days before this one (YYYY-MM-DD) are shown but cannot be toggled: the past is not planned. */
  firstToggleable?: string | undefined;
  /** Extra content under a day's number (a job's title in the guide's calendar view). */
  dayExtra?: (day: string) => ReactNode;
  testId?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
export const monthOf = (day: string) => day.slice(0, 7);

/** Calendar dates are computed in UTC, so no reader's time zone moves a day (lib/locale.ts does the same). */
export function monthDays(month: string): { days: string[]; lead: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, m - 1, 1));
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  // Weeks start on Monday, as Japanese business calendars usually do.
  const lead = (first.getUTCDay() + 6) % 7;
  return { days: Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`), lead };
}

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/**
 * A month of days, each a button when it can be toggled. Arrow keys move between days (one tab stop for the
 * grid); the state is in each day's accessible name, not in its colour alone.
 */
export function MonthCalendar({
  locale,
  month: initial,
  stateOf,
  onToggle,
  labels,
  firstToggleable = '',
  dayExtra,
  testId,
}: Props) {
  const [month, setMonth] = useState(initial);
  const [focused, setFocused] = useState<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const { days, lead } = monthDays(month);
  const title = formatMonth(month, locale);
  const weekdays = weekdayNames(locale);
  const toggleable = days.filter((day) => day >= firstToggleable);
  const current = focused && monthOf(focused) === month ? focused : toggleable[0];

  const move = (event: KeyboardEvent, day: string) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = toggleable.indexOf(day) + step;
    const next = toggleable[Math.max(0, Math.min(toggleable.length - 1, index))] ?? day;
    setFocused(next);
    grid.current?.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  };

  return (
    <div className="month-calendar" data-testid={testId}>
      <div className="d-flex align-items-center justify-content-between mb-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setMonth(shiftMonth(month, -1))}
          aria-label={labels.previous}
        >
          ‹
        </button>
        <h3 className="h6 mb-0" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setMonth(shiftMonth(month, 1))}
          aria-label={labels.next}
        >
          ›
        </button>
      </div>
      <div className="month-calendar-grid" ref={grid}>
        {weekdays.map((name) => (
          <div key={name} className="month-calendar-weekday small text-body-secondary" aria-hidden="true">
            {name}
          </div>
        ))}
        {weekdays.slice(0, lead).map((name) => (
          <div key={`lead-${name}`} aria-hidden="true" />
        ))}
        {days.map((day) => {
          const state = stateOf(day);
          const name = `${Number(day.slice(8))} ${labels[state]}`;
          const content = (
            <>
              <span aria-hidden="true">{Number(day.slice(8))}</span>
              {dayExtra?.(day)}
            </>
          );
          return onToggle && state !== 'blocked' && day >= firstToggleable ? (
            <button
              key={day}
              type="button"
              data-day={day}
              data-state={state}
              className={`month-calendar-day is-${state}`}
              aria-label={name}
              aria-pressed={state === 'unavailable'}
              tabIndex={day === current ? 0 : -1}
              onKeyDown={(event) => move(event, day)}
              onClick={() => {
                setFocused(day);
                onToggle(day);
              }}
            >
              {content}
            </button>
          ) : (
            <div key={day} data-day={day} data-state={state} className={`month-calendar-day is-${state}`}>
              <span className="visually-hidden">{name}</span>
              {content}
            </div>
          );
        })}
      </div>
      <ul className="month-calendar-legend list-inline small mt-2 mb-0">
        {(['available', 'unavailable', 'blocked'] as const).map((state) => (
          <li key={state} className="list-inline-item">
            <span className={`month-calendar-swatch is-${state}`} aria-hidden="true" /> {labels[state]}
          </li>
        ))}
      </ul>
    </div>
  );
}
