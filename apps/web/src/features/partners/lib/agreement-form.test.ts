import { describe, expect, it } from 'vitest';
import {
  type AgreementDraft,
  emptyDraft,
  feeChoiceOf,
  feeScheduleOfChoice,
  parsePercent,
  parseYen,
  termsOf,
} from './agreement-form';

const filled = (patch: Partial<AgreementDraft> = {}): AgreementDraft => ({
  ...emptyDraft(new Date('2026-04-01T00:00:00Z')),
  discount: '12',
  ...patch,
});

describe('emptyDraft', () => {
  it('proposes payment in 30 days for one year from today', () => {
    const draft = emptyDraft(new Date('2026-04-01T09:00:00Z'));
    expect(draft).toMatchObject({ paymentDays: '30', from: '2026-04-01', to: '2027-03-31', discount: '' });
  });
});

describe('parsePercent', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['０', 0],
    ['100', 100],
    [' 7 ', 7],
  ])('reads %j as %d', (text, value) => expect(parsePercent(text)).toBe(value));

  it.each(['', '101', '-1', '12.345', 'ten', '1e2'])('refuses %j', (text) => {
    expect(parsePercent(text)).toBeNull();
  });
});

describe('parseYen', () => {
  it('reads whole yen with separators and full-width digits', () => {
    expect(parseYen('12,000')).toBe(12000);
    expect(parseYen('１２０００')).toBe(12000);
  });

  it('refuses decimals and signs', () => {
    expect(parseYen('12.5')).toBeNull();
    expect(parseYen('-3')).toBeNull();
  });
});

describe('termsOf', () => {
  it('turns the typed form into the contract terms', () => {
    const { terms, errors } = termsOf(filled({ notesEn: ' Pay by transfer ' }));
    expect(errors).toEqual({});
    expect(terms).toEqual({
      kind: 'discount',
      discount: 12,
      commission: null,
      paymentDays: 30,
      validity: { from: '2026-04-01', to: '2027-03-31' },
      notes: { jp: '', en: 'Pay by transfer' },
      pdf: null,
      overrides: [],
      feeSchedule: null,
    });
  });

  it('names every field to fix and answers no terms', () => {
    const { terms, errors } = termsOf(filled({ discount: '120', paymentDays: '400', to: '2026-03-01' }));
    expect(terms).toBeNull();
    expect(errors).toEqual({ discount: 'discount', paymentDays: 'paymentDays', to: 'validTo' });
  });

  it('keeps a per-tariff percent and net prices for the rows typed only', () => {
    const { terms } = termsOf(
      filled({
        overrides: [
          { tariff: 'tf_a', type: 'percent', percent: '20', rows: {} },
          {
            tariff: 'tf_b',
            type: 'net',
            percent: '',
            rows: {
              0: { adult: '9,000', child: '' },
              1: { adult: '', child: '' },
              2: { adult: '5000', child: '3000' },
            },
          },
        ],
      }),
    );
    expect(terms?.overrides).toEqual([
      { type: 'percent', tariff: 'tf_a', percent: 20 },
      {
        type: 'net',
        tariff: 'tf_b',
        rates: [
          { rate: 0, adult: 9000, child: null },
          { rate: 2, adult: 5000, child: 3000 },
        ],
      },
    ]);
  });

  it('refuses a term without a tariff, and a net term without any row', () => {
    const { errors } = termsOf(filled({ overrides: [{ tariff: '', type: 'net', percent: '', rows: {} }] }));
    expect(errors).toEqual({ 'overrides.0.tariff': 'tariff', 'overrides.0.rates': 'rate' });
  });

  it('refuses a net price that is not whole yen', () => {
    const { errors } = termsOf(
      filled({
        overrides: [{ tariff: 'tf_b', type: 'net', percent: '', rows: { 1: { adult: '12.5', child: 'x' } } }],
      }),
    );
    expect(errors).toEqual({ 'overrides.0.rates.1.adult': 'net', 'overrides.0.rates.1.child': 'net' });
  });

  // A commission agreement (docs/product-decisions.md §12): its percent, nothing off, and per-tariff commissions.
  it.each([
    [
      { kind: 'commission', discount: '', commission: '12' },
      { kind: 'commission', discount: 0, commission: 12 },
      {},
    ],
    [{ kind: 'commission', discount: '', commission: '' }, null, { commission: 'discount' }],
    [
      { kind: 'discount', discount: '10', commission: '12' },
      { kind: 'discount', discount: 10, commission: null },
      {},
    ],
  ] as const)('a %o draft gives %o', (patch, expected, errors) => {
    const result = termsOf(filled({ ...patch }));
    expect(result.errors).toEqual(errors);
    expect(
      result.terms === null
        ? null
        : { kind: result.terms.kind, discount: result.terms.discount, commission: result.terms.commission },
    ).toEqual(expected);
  });

  it('keeps a tariff commission override', () => {
    const { terms } = termsOf(
      filled({ overrides: [{ tariff: 'tf_a', type: 'commission', percent: '8', rows: {} }] }),
    );
    expect(terms?.overrides).toEqual([{ type: 'commission', tariff: 'tf_a', percent: 8 }]);
  });
});

describe('cancellation fees of an agreement', () => {
  const own = { tiers: [{ daysBefore: 3 as const, percent: 50 }] };

  it("starts from the tariff's own schedule and sends null for it", () => {
    expect(feeChoiceOf(emptyDraft().feeSchedule)).toBe('');
    expect(termsOf(filled()).terms?.feeSchedule).toBeNull();
  });

  it('sends a chosen template by name, its tiers left to the template', () => {
    const feeSchedule = feeScheduleOfChoice('model_lodging', null);
    expect(feeSchedule).toEqual({ template: 'model_lodging', tiers: [] });
    expect(feeChoiceOf(feeSchedule)).toBe('model_lodging');
    expect(termsOf(filled({ feeSchedule })).terms?.feeSchedule).toEqual(feeSchedule);
  });

  it("keeps a schedule with tiers of its own unchanged, and drops it for the tariff's", () => {
    expect(feeChoiceOf(own)).toBe('custom');
    expect(feeScheduleOfChoice('custom', own)).toBe(own);
    expect(feeScheduleOfChoice('', own)).toBeNull();
  });
});
