import { describe, expect, it } from 'vitest';
import { resources } from './resources';

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

// Every namespace the app loads, so a new namespace file is checked without touching this test.
const namespaces = Object.fromEntries(
  Object.keys(resources.jp).map((name) => {
    const ns = name as keyof typeof resources.jp;
    return [ns, { jp: resources.jp[ns], en: resources.en[ns] }];
  }),
);

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

describe('namespaces', () => {
  it('are the same in both locales', () => {
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.jp).sort());
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
