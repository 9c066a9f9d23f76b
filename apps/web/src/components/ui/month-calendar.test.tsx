import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type DayState, MonthCalendar, shiftMonth } from './month-calendar';

const labels = { available: 'free', unavailable: 'off', blocked: 'job', previous: 'Previous', next: 'Next' };

function Toggling({ blocked }: { blocked: string }) {
  const [off, setOff] = useState<string[]>([]);
  const stateOf = (day: string): DayState =>
    day === blocked ? 'blocked' : off.includes(day) ? 'unavailable' : 'available';
  return (
    <MonthCalendar
      locale="en"
      month="2026-12"
      stateOf={stateOf}
      labels={labels}
      onToggle={(day) =>
        setOff((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day]))
      }
    />
  );
}

describe('month calendar', () => {
  it('starts weeks on Monday and names the month in the reader’s language', () => {
    render(<MonthCalendar locale="en" month="2026-12" stateOf={() => 'available'} labels={labels} />);
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    // 1 December 2026 is a Tuesday: one empty cell before it.
    expect(document.querySelectorAll('.month-calendar-grid > div[aria-hidden="true"]:empty')).toHaveLength(1);
  });

  it('toggles a free day off and on, and never a blocked one', async () => {
    const user = userEvent.setup();
    render(<Toggling blocked="2026-12-10" />);
    const day = screen.getByRole('button', { name: '3 free' });
    await user.click(day);
    expect(screen.getByRole('button', { name: '3 off' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '3 off' }));
    expect(screen.getByRole('button', { name: '3 free' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: '10 job' })).toBeNull();
    expect(screen.getByText('10 job')).toBeInTheDocument();
  });

  it('is one tab stop, and arrow keys move between days', async () => {
    const user = userEvent.setup();
    render(<Toggling blocked="2026-12-31" />);
    await user.click(screen.getByRole('button', { name: '1 free' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '8 free' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '9 free' })).toHaveFocus();
    expect(screen.getAllByRole('button').filter((b) => b.dataset.day && b.tabIndex === 0)).toHaveLength(1);
  });

  it('shows days before the first toggleable one without a button', () => {
    render(
      <MonthCalendar
        locale="en"
        month="2026-12"
        stateOf={() => 'available'}
        labels={labels}
        onToggle={() => {}}
        firstToggleable="2026-12-15"
      />,
    );
    expect(screen.queryByRole('button', { name: '14 free' })).toBeNull();
    expect(screen.getByRole('button', { name: '15 free' })).toHaveAttribute('tabindex', '0');
  });

  it('moves between months across a year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
