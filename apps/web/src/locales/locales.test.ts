import { describe, expect, it } from 'vitest';
import enBusiness from './en/business.json';
import enCommon from './en/common.json';
import jpBusiness from './jp/business.json';
import jpCommon from './jp/common.json';

/** Every leaf as [dotted key, value], so a nested key missing deep down is named exactly. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

function missingFrom(reference: unknown, candidate: unknown): string[] {
  const present = new Set(leaves(candidate).map(([key]) => key));
  return leaves(reference)
    .map(([key]) => key)
    .filter((key) => !present.has(key));
}

function emptyIn(resource: unknown): string[] {
  return leaves(resource)
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([key]) => key);
}

const namespaces = {
  common: { jp: jpCommon, en: enCommon },
  business: { jp: jpBusiness, en: enBusiness },
};

describe.each(Object.entries(namespaces))('locale namespace %s', (_name, { jp, en }) => {
  it('has every jp key in en', () => {
    expect(missingFrom(jp, en)).toEqual([]);
  });

  it('has every en key in jp', () => {
    expect(missingFrom(en, jp)).toEqual([]);
  });

  it('has only non-empty strings', () => {
    expect({ jp: emptyIn(jp), en: emptyIn(en) }).toEqual({ jp: [], en: [] });
  });
});

describe('key comparison', () => {
  it('names a missing nested key', () => {
    expect(missingFrom({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['a.c']);
  });

  it('treats a string replaced by an object as missing', () => {
    expect(missingFrom({ a: 'x' }, { a: { b: 'x' } })).toEqual(['a']);
  });
});
