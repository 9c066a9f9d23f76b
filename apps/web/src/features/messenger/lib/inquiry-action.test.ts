import { describe, expect, it } from 'vitest';
import { type ActionDraft, bodyOf, problemOf } from './inquiry-action';
import { inquiryBodyOf } from './inquiry-draft';

const draft: ActionDraft = {
  total: '',
  reason: '',
  hours: '72',
  date: '2027-04-10',
  to: '',
  adults: '12',
  children: '0',
  units: '1',
};

describe('inquiry moves from the dialogs', () => {
  it('confirms as computed, or with a changed total in whole yen and its reason', () => {
    expect(bodyOf('confirm', draft)).toEqual({ expiresInHours: 72 });
    const changed = { ...draft, total: '70,000', reason: ' Group rate ' };
    expect(problemOf('confirm', changed)).toBeNull();
    expect(bodyOf('confirm', changed)).toEqual({ total: 70000, reason: 'Group rate', expiresInHours: 72 });
  });

  it('asks for a reason with a changed total or a decline, and for whole numbers', () => {
    expect(problemOf('confirm', { ...draft, total: '70000' })).toBe('reason');
    expect(problemOf('confirm', { ...draft, total: '700.5', reason: 'x' })).toBe('total');
    expect(problemOf('decline', draft)).toBe('reason');
    expect(problemOf('counter', { ...draft, adults: 'twelve' })).toBe('number');
  });

  it('counters with another date and group', () => {
    expect(
      bodyOf('counter', { ...draft, date: '2027-04-12', adults: '10', reason: 'Full on the 10th' }),
    ).toEqual({
      date: '2027-04-12',
      adults: 10,
      children: 0,
      units: 1,
      reason: 'Full on the 10th',
      expiresInHours: 72,
    });
  });
});

describe('a buyer inquiry from the form', () => {
  it('sends numbers as numbers, the last day only for a range, units only when more than one', () => {
    const form = {
      date: '2027-04-10',
      to: '',
      adults: '12',
      children: '',
      units: '1',
      note: ' Halal meals ',
    };
    expect(inquiryBodyOf(form, 'tf_1', 'c1')).toEqual({
      space: 'c1',
      tariff: 'tf_1',
      date: '2027-04-10',
      adults: 12,
      children: 0,
      note: 'Halal meals',
    });
    expect(inquiryBodyOf({ ...form, to: '2027-04-12', units: '3' }, 'tf_1', 'c1')).toMatchObject({
      to: '2027-04-12',
      units: 3,
    });
  });
});
