import { addDays, japanDay } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { emptyJobForm, invalidJobFields, jobCreateOf, jobFieldOf } from './job-form';

const today = japanDay();
const filled = {
  ...emptyJobForm(today),
  titleJp: '金閣寺の英語ガイド',
  meetingPlace: '京都駅 中央口',
  prefecture: '26',
  languages: ['en' as const],
};

describe('post-a-job form', () => {
  it('sends one day as from = to, the deadline in Japan time and the guide’s own rate as null', () => {
    const body = jobCreateOf({ ...filled, to: addDays(filled.from, 3), feeMode: 'own' }, 'c1', 'g1');
    expect(body.dates).toEqual({ from: filled.from, to: filled.from });
    expect(body.deadline).toBe(`${filled.deadline}:00+09:00`);
    expect(body.feePerDay).toBeNull();
    expect(body.offerTo).toBe('g1');
    expect(invalidJobFields(body)).toEqual({});
  });

  it('splits specialties at commas and 読点', () => {
    const body = jobCreateOf({ ...filled, specialties: '茶道、寺院, gardens' }, 'c1');
    expect(body.requirements.specialties).toEqual(['茶道', '寺院', 'gardens']);
  });

  it('refuses past dates, an end before the start and a group of 0', () => {
    const yesterday = addDays(today, -1);
    const past = jobCreateOf({ ...filled, from: yesterday, to: yesterday }, 'c1');
    expect(invalidJobFields(past).from?.rule).toBe('past');
    const backwards = jobCreateOf({ ...filled, oneDay: false, to: addDays(filled.from, -1) }, 'c1');
    expect(invalidJobFields(backwards).to?.rule).toBe('date_order');
    const empty = jobCreateOf({ ...filled, groupSize: '0' }, 'c1');
    expect(invalidJobFields(empty).groupSize?.rule).toBe('too_small');
  });

  it('refuses a deadline after the last day and a missing language', () => {
    const late = jobCreateOf(
      { ...filled, deadline: `${addDays(filled.from, 2)}T09:00`, languages: [] },
      'c1',
    );
    const invalid = invalidJobFields(late);
    expect(invalid.deadline?.rule).toBe('after_end');
    expect(invalid.languages?.rule).toBe('too_small');
  });

  it('maps request paths onto inputs', () => {
    expect(jobFieldOf('body.title.en')).toBe('titleEn');
    expect(jobFieldOf('dates.to')).toBe('to');
    expect(jobFieldOf('requirements.licence.0')).toBe('licence');
    expect(jobFieldOf('space')).toBeNull();
  });
});
