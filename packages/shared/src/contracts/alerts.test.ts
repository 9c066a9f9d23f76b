import { describe, expect, it } from 'vitest';
import { alertPreferencesPatch, isJapanesePhone, spaceContactUpdate } from './alerts.ts';

// docs/product-decisions.md §14: a 担当者's phone as Japanese businesses write it.
describe('isJapanesePhone', () => {
  it.each([
    '075-123-4567',
    '03-1234-5678',
    '0120-12-3456',
    '090-1234-5678',
    '09012345678',
    '０７５－１２３－４５６７',
    '(075)123-4567',
    '+81 75-123-4567',
    '+81-90-1234-5678',
  ])('takes %s', (phone) => expect(isJapanesePhone(phone)).toBe(true));

  it.each([
    '123',
    '75-123-4567',
    '075-123-45678-9',
    'tel:075-123-4567',
    '+1 415 555 0100',
    '075 123 4567 内線2',
    '',
  ])('refuses %s', (phone) => expect(isJapanesePhone(phone)).toBe(false));
});

describe('spaceContactUpdate', () => {
  it('fills department, phone and the 08:00 digest time when absent', () => {
    expect(spaceContactUpdate.parse({ name: ' 山田 ' })).toEqual({
      name: '山田',
      department: '',
      phone: '',
      digestAt: '08:00',
    });
  });

  it.each([
    [{ name: 'a', digestAt: '8:00' }, 'digestAt'],
    [{ name: 'a', digestAt: '24:00' }, 'digestAt'],
    [{ name: 'a', phone: '12-34' }, 'phone'],
    [{ name: '' }, 'name'],
  ])('refuses %o at %s', (input, field) => {
    const result = spaceContactUpdate.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('alertPreferencesPatch', () => {
  it('takes some kinds only', () => {
    expect(alertPreferencesPatch.parse({ modes: { job: 'digest' } })).toEqual({ modes: { job: 'digest' } });
  });

  it.each([{ modes: { job: 'sms' } }, { modes: { parcel: 'mail' } }, { lang: 'fr' }, { other: 1 }])(
    'refuses %o',
    (input) => expect(alertPreferencesPatch.safeParse(input).success).toBe(false),
  );
});
