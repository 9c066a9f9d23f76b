import { describe, expect, it } from 'vitest';
import { askOf, type QuoteInputs } from './quote-ask';

const form = { date: '2026-08-10', adults: '12', children: '', units: '2', nights: '2', bands: {} };
const plain: QuoteInputs = { units: false, nights: false, bands: [] };
const perUnit: QuoteInputs = { ...plain, units: true };
const stay: QuoteInputs = { units: true, nights: true, bands: ['elementary', 'baby'] };

describe('askOf', () => {
  it('asks for the date and group typed, children 0 when left empty', () => {
    expect(askOf(form, plain)).toEqual({ date: '2026-08-10', adults: 12, children: 0 });
  });

  it('adds units only for tariffs priced per room, vehicle or group', () => {
    expect(askOf(form, perUnit)).toEqual({ date: '2026-08-10', adults: 12, children: 0, units: 2 });
  });

  it('waits for a date and at least one adult', () => {
    expect(askOf({ ...form, date: '' }, plain)).toBeNull();
    expect(askOf({ ...form, adults: '0' }, plain)).toBeNull();
    expect(askOf({ ...form, adults: 'many' }, plain)).toBeNull();
  });

  it('still sends numbers above the server limits, so its refusal names the limit', () => {
    expect(askOf({ ...form, adults: '20000' }, plain)?.adults).toBe(20000);
  });

  it('reads full-width digits from a Japanese keyboard', () => {
    expect(askOf({ ...form, adults: '１２', children: '３' }, plain)).toMatchObject({
      adults: 12,
      children: 3,
    });
  });

  it('asks a stay for nights, rooms and children per age band instead of a children count (docs/product-decisions.md §12)', () => {
    const typed = { ...form, children: '5', bands: { elementary: '１', baby: '0' } };
    expect(askOf(typed, stay)).toEqual({
      date: '2026-08-10',
      adults: 12,
      children: 0,
      units: 2,
      nights: 2,
      bands: { elementary: 1 },
    });
  });

  it('leaves bands out when no child is counted, and waits while a band or night count cannot be read', () => {
    expect(askOf(form, stay)).not.toHaveProperty('bands');
    expect(askOf({ ...form, bands: { elementary: 'two' } }, stay)).toBeNull();
    expect(askOf({ ...form, nights: '0' }, stay)).toBeNull();
  });
});
