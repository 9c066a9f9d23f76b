import { describe, expect, it } from 'vitest';
import { askOf } from './quote-ask';

const form = { date: '2026-08-10', adults: '12', children: '', units: '2' };

describe('askOf', () => {
  it('asks for the date and group typed, children 0 when left empty', () => {
    expect(askOf(form, false)).toEqual({ date: '2026-08-10', adults: 12, children: 0 });
  });

  it('adds units only for tariffs priced per room, vehicle or group', () => {
    expect(askOf(form, true)).toEqual({ date: '2026-08-10', adults: 12, children: 0, units: 2 });
  });

  it('waits for a date and at least one adult', () => {
    expect(askOf({ ...form, date: '' }, false)).toBeNull();
    expect(askOf({ ...form, adults: '0' }, false)).toBeNull();
    expect(askOf({ ...form, adults: 'many' }, false)).toBeNull();
  });

  it('still sends numbers above the server limits, so its refusal names the limit', () => {
    expect(askOf({ ...form, adults: '20000' }, false)?.adults).toBe(20000);
  });

  it('reads full-width digits from a Japanese keyboard', () => {
    expect(askOf({ ...form, adults: '１２', children: '３' }, false)).toMatchObject({
      adults: 12,
      children: 3,
    });
  });
});
