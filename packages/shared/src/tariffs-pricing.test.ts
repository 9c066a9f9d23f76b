import { describe, expect, it } from 'vitest';
import type { AgreementOverride } from './contracts/agreements.ts';
import { generalTerms, partnerDoc, partnerTerms } from './tariffs-pricing.ts';

const net: AgreementOverride = {
  type: 'net',
  tariff: 'tf_a',
  rates: [
    { rate: 1, adult: 8_000, child: null },
    { rate: 0, adult: 9_000, child: 4_000 },
  ],
};
const percent: AgreementOverride = { type: 'percent', tariff: 'tf_b', percent: 15 };
const agreement = { discount: 10, overrides: [net, percent] };

describe('partnerTerms: the key partner search prices share rows by', () => {
  it('is the general percent for a tariff without an override, whatever other tariffs have', () => {
    expect(partnerTerms(agreement, 'tf_c')).toBe('{"discount":10}');
    expect(partnerTerms({ discount: 10, overrides: [] }, 'tf_c')).toBe(partnerTerms(agreement, 'tf_c'));
    expect(generalTerms(agreement)).toBe(partnerTerms(agreement, 'tf_c'));
  });

  it('carries the tariff own override, the same however its keys and net rows were ordered', () => {
    expect(partnerTerms(agreement, 'tf_b')).toBe(
      '{"discount":10,"override":{"percent":15,"type":"percent"}}',
    );
    const reordered: AgreementOverride = {
      rates: [
        { child: 4_000, adult: 9_000, rate: 0 },
        { adult: 8_000, rate: 1, child: null },
      ],
      tariff: 'tf_a',
      type: 'net',
    };
    const other = { overrides: [percent, reordered], discount: 10 };
    expect(partnerTerms(other, 'tf_a')).toBe(partnerTerms(agreement, 'tf_a'));
    expect(partnerTerms({ discount: 10, overrides: [reordered] }, 'tf_a')).toBe(
      partnerTerms(agreement, 'tf_a'),
    );
  });

  it('differs when the discount or the tariff override differs', () => {
    const strings = new Set([
      partnerTerms(agreement, 'tf_a'),
      partnerTerms(agreement, 'tf_b'),
      partnerTerms(agreement, 'tf_c'),
      partnerTerms({ discount: 12, overrides: [net] }, 'tf_a'),
      partnerTerms({ discount: 12, overrides: [] }, 'tf_c'),
      partnerTerms({ discount: 10, overrides: [{ ...percent, percent: 16 }] }, 'tf_b'),
      partnerTerms(
        { discount: 10, overrides: [{ ...net, rates: [{ rate: 0, adult: 9_001, child: 4_000 }] }] },
        'tf_a',
      ),
    ]);
    expect(strings.size).toBe(7);
  });

  it('equal terms price a tariff alike: partnerDoc reads nothing else of the agreement', () => {
    const row = { season: null, unit: 'per_person' as const, pax_min: 1, pax_max: 9 };
    const doc = {
      rates: [
        { ...row, adult: 10_000, child: 5_000 },
        { ...row, adult: 12_000, child: null },
      ],
    };
    const other = { key: 'ag_2', discount: 10, overrides: [net] };
    expect(partnerTerms(other, 'tf_a')).toBe(partnerTerms(agreement, 'tf_a'));
    expect(partnerDoc(doc, 'tf_a', other)).toEqual(partnerDoc(doc, 'tf_a', { key: 'ag_1', ...agreement }));
  });
});
