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
    const company = { kind: 'corporate' as const, details: {} };
    expect(
      invalidSpaceFields(
        { name: ' ', details: { corporateNumber: '1234567890123', invoiceNumber: '1234567890123' } },
        company,
      ),
    ).toEqual({
      name: expect.objectContaining({ rule: 'too_small' }),
      corporateNumber: expect.objectContaining({ rule: 'check_digit' }),
      invoiceNumber: expect.objectContaining({ rule: 'invoice_format' }),
    });
    expect(invalidSpaceFields({ details: { corporateNumber: '9234567890123' } }, company)).toEqual({});
  });

  it("checks a company's T-number against its corporate number, as saved after the merge", () => {
    const company = { kind: 'corporate' as const, details: { corporateNumber: '7000012050002' } };
    expect(invalidSpaceFields({ details: { invoiceNumber: 'T1180301018771' } }, company)).toEqual({
      invoiceNumber: expect.objectContaining({ rule: 'invoice_mismatch' }),
    });
    expect(invalidSpaceFields({ details: { invoiceNumber: 'T7000012050002' } }, company)).toEqual({});
    // A person's T-number has no corporate check digit; a company must keep its corporate number.
    expect(
      invalidSpaceFields({ details: { invoiceNumber: 'T1234567890123' } }, { kind: 'personal', details: {} }),
    ).toEqual({});
    expect(invalidSpaceFields({ details: { corporateNumber: '' } }, company)).toEqual({
      corporateNumber: expect.objectContaining({ rule: 'required' }),
    });
  });

  it('sends the whole address when a part changes, and numbers as numbers', () => {
    const form = formFromSpace({ name: 'x', avatar: null, details: { address: { prefecture: '26' } } });
    expect(
      spaceChanges(form, { ...form, postalCode: '600-8216', foundedYear: '１９５２', staffCount: '' }),
    ).toEqual({
      details: {
        address: { postalCode: '600-8216', prefecture: '26', city: '', street: '' },
        foundedYear: 1952,
      },
    });
    expect(spaceFieldOf('details.address.postalCode')).toBe('postalCode');
    expect(spaceFieldOf('details.travelRegistration.number')).toBe('travelNumber');
    const bad = spaceChanges(form, { ...form, postalCode: '6008216', foundedYear: '19五二' });
    expect(
      invalidSpaceFields(bad, { kind: 'corporate', details: { corporateNumber: '7000012050002' } }),
    ).toEqual({
      postalCode: expect.objectContaining({ rule: 'postal_code' }),
      foundedYear: expect.objectContaining({ rule: 'invalid_type' }),
    });
  });
});
