import { describe, expect, it } from 'vitest';
import { guideProfileFields } from './contracts/guides.ts';
import { jobContent } from './contracts/jobs.ts';
import {
  addDays,
  dayCount,
  daysOf,
  jobDateIssues,
  jobFeeTotal,
  rangesOverlap,
  sharedDays,
  trainingOverdue,
} from './guides.ts';

const fee = (from: string, to: string, hoursPerDay: number, feePerDay = 32_000, overtimePerHour = 2_000) =>
  jobFeeTotal({ dates: { from, to }, hoursPerDay, feePerDay, overtimePerHour });

// what a buyer pays for the job's days, overtime included when hours exceed 8.
describe('jobFeeTotal', () => {
  it('charges the day fee for every day of up to 8 hours', () => {
    expect(fee('2027-04-01', '2027-04-01', 8)).toEqual({
      days: 1,
      overtimeHours: 0,
      perDay: 32_000,
      total: 32_000,
    });
    expect(fee('2027-04-01', '2027-04-03', 4, 24_000).total).toBe(72_000);
  });
  it('adds overtime per hour beyond 8, on every day', () => {
    expect(fee('2027-04-01', '2027-04-03', 10)).toEqual({
      days: 3,
      overtimeHours: 2,
      perDay: 36_000,
      total: 108_000,
    });
    expect(fee('2027-04-01', '2027-04-01', 16).total).toBe(32_000 + 8 * 2_000);
  });
  it('rounds a half hour of overtime half up to the yen', () => {
    expect(fee('2027-04-01', '2027-04-01', 8.5, 10_000, 1_001).perDay).toBe(10_501);
  });
  it('counts days across month and year ends, including a leap day', () => {
    expect(dayCount('2027-12-31', '2028-01-01')).toBe(2);
    expect(daysOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(fee('2028-02-28', '2028-03-01', 9).total).toBe(3 * 34_000);
    expect(dayCount('2027-04-02', '2027-04-01')).toBe(0);
  });
});

// a guide cannot hold two jobs on overlapping days.
describe('the overlap rule', () => {
  it('counts shared edges as overlapping and touching-but-apart ranges as free', () => {
    const a = { from: '2027-04-01', to: '2027-04-03' };
    expect(rangesOverlap(a, { from: '2027-04-03', to: '2027-04-05' })).toBe(true);
    expect(rangesOverlap(a, { from: '2027-03-25', to: '2027-04-01' })).toBe(true);
    expect(rangesOverlap(a, { from: '2027-04-02', to: '2027-04-02' })).toBe(true);
    expect(rangesOverlap(a, { from: '2027-04-04', to: '2027-04-05' })).toBe(false);
    expect(rangesOverlap(a, { from: '2027-03-30', to: '2027-03-31' })).toBe(false);
  });
  it('names the shared days', () => {
    expect(
      sharedDays({ from: '2027-04-01', to: '2027-04-03' }, { from: '2027-04-03', to: '2027-04-09' }),
    ).toEqual(['2027-04-03']);
    expect(
      sharedDays({ from: '2027-04-01', to: '2027-04-01' }, { from: '2027-04-02', to: '2027-04-02' }),
    ).toEqual([]);
  });
});

// the mandatory training is due again after 5 years.
describe('trainingOverdue', () => {
  it('warns only after more than 5 years', () => {
    expect(trainingOverdue('2021-04-01', '2026-04-01')).toBe(false);
    expect(trainingOverdue('2021-04-01', '2026-04-02')).toBe(true);
    expect(trainingOverdue('2024-01-01', '2026-11-26')).toBe(false);
    expect(trainingOverdue(null, '2026-11-26')).toBe(false);
  });
});

describe('jobDateIssues', () => {
  const now = new Date('2026-11-26T03:00:00Z'); // 12:00 in Japan
  const job = (from: string, to: string, deadline: string) => ({ dates: { from, to }, deadline });
  it('takes a one-day job today with a deadline later today', () => {
    expect(jobDateIssues(job('2026-11-26', '2026-11-26', '2026-11-26T18:00:00+09:00'), now)).toEqual([]);
  });
  it('names past days, over-long ranges, past deadlines and deadlines after the last day', () => {
    const rules = (j: ReturnType<typeof job>) =>
      jobDateIssues(j, now).map((i) => `${i.path.join('.')} ${i.rule}`);
    expect(rules(job('2026-11-25', '2026-11-26', '2026-11-26T18:00:00+09:00'))).toEqual(['dates.from past']);
    expect(rules(job('2026-12-01', '2027-01-05', '2026-11-30T00:00:00+09:00'))).toEqual([
      'dates.to too_long',
    ]);
    expect(rules(job('2026-12-01', '2026-12-01', '2026-11-26T11:00:00+09:00'))).toEqual(['deadline past']);
    expect(rules(job('2026-12-01', '2026-12-01', '2026-12-02T00:00:01+09:00'))).toEqual([
      'deadline after_end',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('contracts', () => {
  it('fills the reference rates and refuses a rate above ¥1,000,000', () => {
    const base = {
      licence: { type: 'none' },
      lastTraining: null,
      languages: [{ code: 'en', level: 'fluent' }],
      regions: ['26'],
    };
    expect(guideProfileFields.parse(base).rates).toEqual({
      fullDay: 32_000,
      halfDay: 24_000,
      overtimeHour: 2_000,
    });
    expect(guideProfileFields.safeParse({ ...base, rates: { fullDay: 1_000_001 } }).success).toBe(false);
  });
  it('refuses a job with its end before its start, no group, or no language', () => {
    const job = {
      title: { jp: '案内' },
      dates: { from: '2027-04-02', to: '2027-04-01' },
      startTime: '09:00',
      hoursPerDay: 8,
      meetingPlace: '京都駅',
      prefecture: '26',
      languages: [],
      groupSize: 0,
      feePerDay: null,
      deadline: '2027-03-01T00:00:00+09:00',
    };
    const issues = jobContent.safeParse(job).error?.issues.map((i) => i.path.join('.'));
    expect(issues).toEqual(expect.arrayContaining(['dates.to', 'languages', 'groupSize']));
  });
});
