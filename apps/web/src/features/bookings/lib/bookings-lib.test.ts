import { describe, expect, it } from 'vitest';
import { amendBodyOf, amendFormOf } from './amend';
import { bookingOf } from './book';
import { filtersOf, queryOf, searchOf } from './booking-list';
import { byDate, monthRange, pickable } from './calendar';
import { datesFrom } from './dates';
import { clockOf, secondsLeft } from './hold';
import { qrPath } from './qr';

describe('queryOf', () => {
  const base = { space: 'sp_sakura', side: 'buyer' as const, state: null, from: '', to: '', tariff: '' };

  it('asks for the space on its own side, newest first for a buyer', () => {
    expect(queryOf(base)).toEqual({
      filter: { buyer: 'sp_sakura' },
      sort: [{ field: 'createdAt', order: 'desc' }],
      limit: 20,
    });
  });

  it('asks a supplier for its incoming bookings by date, with state, date range and cursor', () => {
    expect(
      queryOf(
        { ...base, side: 'supplier', state: 'pending', from: '2026-12-01', to: '2026-12-31', cursor: 'c1' },
        100,
      ),
    ).toEqual({
      filter: { supplier: 'sp_sakura', state: 'pending', date: { $gte: '2026-12-01', $lte: '2026-12-31' } },
      sort: [{ field: 'date', order: 'asc' }],
      limit: 100,
      cursor: 'c1',
    });
  });

  it('asks for one tariff when the filter names one', () => {
    expect(queryOf({ ...base, tariff: 'tf_kyoto-ryokan-stay' }).filter).toEqual({
      buyer: 'sp_sakura',
      tariff: 'tf_kyoto-ryokan-stay',
    });
  });

  it('leaves out a half-typed date', () => {
    expect(queryOf({ ...base, from: '2026-12', to: '2026-12-31' }).filter).toEqual({
      buyer: 'sp_sakura',
      date: { $lte: '2026-12-31' },
    });
  });
});

describe('the filters in the address', () => {
  it('opens a supplier on its requests and a buyer on everything, and writes nothing for those', () => {
    expect(filtersOf(new URLSearchParams(''), 'supplier')).toEqual({
      state: 'pending',
      from: '',
      to: '',
      tariff: '',
    });
    expect(filtersOf(new URLSearchParams(''), 'buyer').state).toBeNull();
    expect(searchOf({ state: 'pending', from: '', to: '', tariff: '' }, 'supplier').toString()).toBe('');
    expect(searchOf({ state: null, from: '', to: '', tariff: '' }, 'buyer').toString()).toBe('');
  });

  it('keeps every filter through the address, "all" for every state of a supplier', () => {
    const filters = { state: null, from: '2026-12-01', to: '2026-12-31', tariff: 'tf_bus' };
    const search = searchOf(filters, 'supplier');
    expect(search.toString()).toBe('state=all&from=2026-12-01&to=2026-12-31&tariff=tf_bus');
    expect(filtersOf(search, 'supplier')).toEqual(filters);
    expect(filtersOf(new URLSearchParams('state=nonsense'), 'buyer').state).toBeNull();
  });
});

describe('amendBodyOf', () => {
  const booking = { date: '2026-12-10', to: '2026-12-11', adults: 2, children: 0, units: 1, bands: {} };
  const form = amendFormOf(booking);

  it('sends nothing when nothing changed', () => {
    expect(amendBodyOf(booking, form)).toEqual({});
  });

  it('sends only what changed, full-width digits read as numbers', () => {
    expect(amendBodyOf(booking, { ...form, adults: '３', units: '2' })).toEqual({ adults: 3, units: 2 });
  });

  it('moves the whole stay when only the first day changes', () => {
    expect(amendBodyOf(booking, { ...form, date: '2026-12-31' })).toEqual({
      date: '2026-12-31',
      to: '2027-01-01',
    });
  });

  it('keeps a last day the user changed', () => {
    expect(amendBodyOf(booking, { ...form, date: '2026-12-09', to: '2026-12-12' })).toEqual({
      date: '2026-12-09',
      to: '2026-12-12',
    });
  });

  it('sends a number that is not one as typed, for the server to name the field', () => {
    expect(amendBodyOf(booking, { ...form, children: 'x' })).toEqual({ children: 'x' });
    expect(amendBodyOf(booking, { ...form, bands: { elementary: '1人' } })).toEqual({
      bands: { elementary: '1人' },
    });
  });

  it('sends the age bands whole when a count changed, leaving out the bands that count nobody', () => {
    const stay = { ...booking, bands: { elementary: 1, baby: 0 } };
    const opened = amendFormOf(stay);
    expect(opened.bands).toEqual({ elementary: '1', baby: '0' });
    expect(amendBodyOf(stay, { ...opened, bands: { elementary: '1', baby: '', toddler: '0' } })).toEqual({});
    expect(amendBodyOf(stay, { ...opened, bands: { elementary: '２', baby: '0' } })).toEqual({
      bands: { elementary: 2 },
    });
    expect(amendBodyOf(stay, { ...opened, bands: { elementary: '0', baby: '1' } })).toEqual({
      bands: { baby: 1 },
    });
    expect(amendBodyOf(stay, { ...opened, bands: { elementary: '0' } })).toEqual({ bands: {} });
  });
});

describe('bookingOf', () => {
  it('books one date without `to`', () => {
    expect(bookingOf('tf_tea', 'sp_b', { date: '2026-12-10', adults: 2, children: 1 })).toEqual({
      space: 'sp_b',
      tariff: 'tf_tea',
      date: '2026-12-10',
      adults: 2,
      children: 1,
    });
  });

  it('books a stay of nights from its first to its last night, with rooms and bands', () => {
    expect(
      bookingOf('tf_ryokan', 'sp_b', {
        date: '2026-12-30',
        adults: 4,
        children: 0,
        nights: 3,
        units: 2,
        bands: { elementary: 1 },
      }),
    ).toEqual({
      space: 'sp_b',
      tariff: 'tf_ryokan',
      date: '2026-12-30',
      to: '2027-01-01',
      adults: 4,
      children: 0,
      units: 2,
      bands: { elementary: 1 },
    });
  });
});

describe('calendar', () => {
  it.each([
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('%s runs from %s to %s', (month, from, to) => {
    expect(monthRange(month)).toEqual({ from, to });
  });

  it.each([
    ['available', '2026-12-10', true],
    ['limited', '2026-12-10', true],
    ['on_request', '2026-12-10', true],
    ['free_sale', '2026-12-10', true],
    ['sold_out', '2026-12-10', false],
    ['closed', '2026-12-10', false],
    ['available', '2026-12-01', false],
  ] as const)('a %s day on %s is pickable: %s', (status, date, expected) => {
    expect(pickable({ date, status }, '2026-12-02')).toBe(expected);
  });

  it('does not pick a day the server did not answer', () => {
    expect(pickable(undefined, '2026-12-02')).toBe(false);
  });

  it('looks days up by date', () => {
    const day = {
      date: '2026-12-10',
      mode: 'allotment' as const,
      status: 'limited' as const,
      left: 2,
      capacity: 10,
      price: 30_000,
      closed: false,
    };
    expect(byDate([day]).get('2026-12-10')).toBe(day);
  });

  it('lists consecutive dates across a month and a year', () => {
    expect(datesFrom('2026-12-30', 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesFrom('bad', 3)).toEqual([]);
  });
});

describe('hold', () => {
  const now = Date.parse('2026-12-02T10:00:00Z');

  it.each([
    ['2026-12-02T10:30:00Z', 1800],
    ['2026-12-02T10:00:00.999Z', 0],
    ['2026-12-02T09:59:00Z', 0],
    [null, 0],
    ['not a time', 0],
  ])('%s leaves %i seconds', (expiresAt, seconds) => {
    expect(secondsLeft(expiresAt, now)).toBe(seconds);
  });

  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [1800, '30:00'],
    [3725, '1:02:05'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(clockOf(seconds)).toBe(text);
  });
});

describe('qrPath', () => {
  it('draws a version 1 code with a quiet zone for a short reference', () => {
    const { size, d } = qrPath('TT-2026-000123');
    // 21 modules (version 1) + 4 quiet modules on each side.
    expect(size).toBe(29);
    // The top-left finder pattern starts at the quiet zone's corner.
    expect(d.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('draws another code for another reference', () => {
    expect(qrPath('TT-2026-000124').d).not.toBe(qrPath('TT-2026-000123').d);
  });
});
