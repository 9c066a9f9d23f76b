import { describe, expect, it } from 'vitest';
import { applicationTotal, feeOf } from './apply-fee';

describe('application total', () => {
  const oneDay = { dates: { from: '2026-12-01', to: '2026-12-01' }, hoursPerDay: 8 };

  it('is the fee times the days when no day passes 8 hours', () => {
    expect(
      applicationTotal({ ...oneDay, dates: { from: '2026-12-01', to: '2026-12-03' } }, 32000, 2000),
    ).toEqual({
      days: 3,
      overtimeHours: 0,
      perDay: 32000,
      total: 96000,
    });
  });

  it('adds overtime for every hour past 8 on every day', () => {
    const job = { dates: { from: '2026-12-01', to: '2026-12-02' }, hoursPerDay: 10 };
    expect(applicationTotal(job, 32000, 2000)).toEqual({
      days: 2,
      overtimeHours: 2,
      perDay: 36000,
      total: 72000,
    });
  });

  it('shows nothing for a fee that is not one', () => {
    expect(applicationTotal(oneDay, feeOf('abc'), 2000)).toBeNull();
    expect(feeOf('３２,０００')).toBe(32000);
  });
});
