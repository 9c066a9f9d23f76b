import { describe, expect, it } from 'vitest';
import { formFromSpace, invalidSpaceFields, parseLanguages, spaceChanges, spaceFieldOf } from './space-form';

const initial = formFromSpace({
  name: '京都旅館株式会社',
  avatar: null,
  details: { description: { jp: '老舗の旅館です。' }, languages: ['ja'], logo: 'bafkreilogo' },
});

describe('space edit form', () => {
  it('sends the whole description when one language of it changes', () => {
    expect(spaceChanges(initial, { ...initial, descriptionEn: 'An old inn.' })).toEqual({
      details: { description: { jp: '老舗の旅館です。', en: 'An old inn.' } },
    });
  });

  it('removes a logo with an empty string and parses languages', () => {
    expect(spaceChanges(initial, { ...initial, logo: null, languages: 'ja、EN fr' })).toEqual({
      details: { logo: '', languages: ['ja', 'en', 'fr'] },
    });
    expect(parseLanguages(' ja , en ')).toEqual(['ja', 'en']);
  });

  it('names the input behind a request path', () => {
    expect(spaceFieldOf('details.corporateNumber')).toBe('corporateNumber');
    expect(spaceFieldOf('details.description.en')).toBe('descriptionEn');
    expect(spaceFieldOf('details.languages.0')).toBe('languages');
    expect(spaceFieldOf('name')).toBe('name');
    expect(spaceFieldOf('details.unknown')).toBeNull();
  });

  it('checks the corporate number check digit, the invoice number and a blank name', () => {
    expect(
      invalidSpaceFields({
        name: ' ',
        details: { corporateNumber: '1234567890123', invoiceNumber: '1234567890123' },
      }),
    ).toEqual(['name', 'corporateNumber', 'invoiceNumber']);
    expect(invalidSpaceFields({ details: { corporateNumber: '9234567890123' } })).toEqual([]);
  });
});
