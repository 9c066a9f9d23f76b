import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateControl, readTypedDate, slashDate } from './date-control';

// docs/product-decisions.md §13: Japanese pages take and show YYYY/MM/DD, forms keep YYYY-MM-DD.
describe('readTypedDate', () => {
  it.each([
    ['2027/5/3', '2027-05-03'],
    ['2027-05-03', '2027-05-03'],
    ['2027.5.3', '2027-05-03'],
    ['2027年5月3日', '2027-05-03'],
    ['２０２７／０５／０３', '2027-05-03'],
    [' 2028/2/29 ', '2028-02-29'],
    ['2027/2/29', null],
    ['2027/13/1', null],
    ['2027/5', null],
    ['', null],
  ])('%j → %j', (text, iso) => expect(readTypedDate(text)).toBe(iso));

  it('shows a calendar date with slashes and leaves other text alone', () => {
    expect(slashDate('2027-05-03')).toBe('2027/05/03');
    expect(slashDate('2027/5')).toBe('2027/5');
  });
});

function Harness() {
  const [value, setValue] = useState('2027-01-10');
  return (
    <>
      <label htmlFor="d">日付</label>
      <DateControl id="d" value={value} onChange={(event) => setValue(event.target.value)} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateControl', () => {
  it('on a Japanese page shows YYYY/MM/DD and gives the form YYYY-MM-DD', () => {
    render(<Harness />);
    const input = screen.getByLabelText('日付') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.value).toBe('2027/01/10');
    fireEvent.change(input, { target: { value: '2027/5/3' } });
    expect(screen.getByTestId('value').textContent).toBe('2027-05-03');
    expect(input.value).toBe('2027/5/3');
    fireEvent.blur(input);
    expect(input.value).toBe('2027/05/03');
    fireEvent.change(input, { target: { value: '2027/2/30' } });
    expect(screen.getByTestId('value').textContent).toBe('2027/2/30');
  });
});
