import { describe, expect, it } from 'vitest';
import type { ApiError } from './api-error';
import { placeIssues } from './field-errors';

const refusal = {
  code: 'request.invalid',
  message: 'Invalid request',
  fields: [
    { field: 'body.contact.phone', rule: 'invalid_format', message: 'digits only' },
    { field: 'body.contact.phone', rule: 'too_big', message: 'too long' },
    { field: 'body.space', rule: 'supplier_space', message: 'must be a supplier space' },
    { field: 'querystring.cursor', rule: 'cursor', message: 'not a cursor' },
  ],
};

const formKey = (path: string) => (path === 'contact.phone' ? 'phone' : null);

describe('placeIssues: one mapping of a refusal’s fields onto a form', () => {
  it('puts the first issue of each field beside its input and keeps the rest apart', () => {
    const { byField, other } = placeIssues(refusal, formKey);
    expect(byField).toEqual({ phone: refusal.fields[0] });
    expect(other).toEqual([refusal.fields[2], refusal.fields[3]]);
  });

  it('hands the form the path inside the request (body., querystring. removed), or what `strip` leaves', () => {
    const seen: string[] = [];
    placeIssues(refusal, (path) => {
      seen.push(path);
      return null;
    });
    expect(seen).toEqual(['contact.phone', 'contact.phone', 'space', 'cursor']);
    const correction = { fields: [{ field: 'body.changes.rates.0.adult', rule: 'too_big', message: '' }] };
    expect(placeIssues(correction, (path) => path, /^body\.changes\./).byField).toHaveProperty([
      'rates.0.adult',
    ]);
  });

  it('places nothing for no refusal or a refusal without fields', () => {
    expect(placeIssues(null, formKey)).toEqual({ byField: {}, other: [] });
    const conflict: ApiError = { code: 'record.conflict', message: 'x' };
    expect(placeIssues(conflict, formKey)).toEqual({
      byField: {},
      other: [],
    });
  });
});
