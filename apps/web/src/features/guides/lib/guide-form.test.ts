import { addDays, japanDay } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { guideFieldOf, guideFormOf, guideInputOf, invalidGuideFields, yenOf } from './guide-form';

const complete = {
  ...guideFormOf(null),
  licenceNumber: '第1234号',
  licencePrefecture: '26',
  languages: [{ code: 'en' as const, level: 'fluent' as const }],
  regions: ['26'],
};

describe('guide profile form', () => {
  it('starts a first profile with the reference rates', () => {
    const form = guideFormOf(null);
    expect([form.fullDay, form.halfDay, form.overtimeHour]).toEqual(['32000', '24000', '2000']);
    expect(form.licenceType).toBe('national');
  });

  it('reads rates as typed, full-width digits and commas too', () => {
    expect(yenOf('32,000')).toBe(32000);
    expect(yenOf('３２０００')).toBe(32000);
    expect(yenOf('abc')).toBeNaN();
  });

  it('sends a complete profile the contract accepts', () => {
    const input = guideInputOf({
      ...complete,
      specialties: [
        { jp: ' 茶道 ', en: 'Tea ceremony' },
        { jp: '', en: '' },
      ],
    });
    expect(input.specialties).toEqual([{ jp: '茶道', en: 'Tea ceremony' }]);
    expect(input.rates).toEqual({ fullDay: 32000, halfDay: 24000, overtimeHour: 2000 });
    expect(invalidGuideFields(input)).toEqual({});
  });

  it('drops the number, prefecture and region of "no licence"', () => {
    const input = guideInputOf({ ...complete, licenceType: 'none', licenceRegion: '京都市' });
    expect(input.licence).toEqual({ type: 'none', number: '', prefecture: '', region: '' });
  });

  it('names each refused input with its rule, as the server would', () => {
    const tomorrow = addDays(japanDay(), 1);
    const invalid = invalidGuideFields(
      guideInputOf({
        ...complete,
        licenceType: 'regional',
        licenceRegion: '',
        lastTraining: tomorrow,
        languages: [],
        fullDay: '1000001',
        halfDay: '-1',
        overtimeHour: 'x',
      }),
    );
    expect(invalid.licenceRegion?.rule).toBe('required');
    expect(invalid.lastTraining?.rule).toBe('future_date');
    expect(invalid.languages?.rule).toBe('too_small');
    expect(invalid.fullDay?.rule).toBe('too_big');
    expect(invalid.halfDay?.rule).toBe('too_small');
    expect(invalid.overtimeHour).toBeDefined();
  });

  it('maps request paths onto inputs', () => {
    expect(guideFieldOf('body.licence.number')).toBe('licenceNumber');
    expect(guideFieldOf('rates.overtimeHour')).toBe('overtimeHour');
    expect(guideFieldOf('languages.1.code')).toBe('languages');
    expect(guideFieldOf('bio.en')).toBe('bioEn');
    expect(guideFieldOf('verified')).toBeNull();
  });
});
