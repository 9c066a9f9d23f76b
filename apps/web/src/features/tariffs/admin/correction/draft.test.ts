import { describe, expect, it } from 'vitest';
import { ryokanDoc } from '../test/fixtures';
import { changesOf, draftOf } from './draft';

describe('correction draft', () => {
  it('has no changes when nothing was typed', () => {
    expect(changesOf(ryokanDoc, draftOf(ryokanDoc))).toEqual({ changes: {}, errors: {} });
  });

  it('sends a cleared child price as null and a tax change as the whole tax', () => {
    const draft = draftOf(ryokanDoc);
    draft.rates[0] = { adult: '28000', child: ' ' };
    draft.taxIncluded = false;
    const { changes, errors } = changesOf(ryokanDoc, draft);
    expect(errors).toEqual({});
    expect(changes.tax).toEqual({ included: false, rate: 10 });
    expect(changes.rates?.[0]?.child).toBeNull();
    expect(Object.keys(changes)).toEqual(['tax', 'rates']);
  });

  it('reads amounts in the major unit of the currency, and refuses what is not one', () => {
    const usd = { ...ryokanDoc, currency: 'USD' };
    const draft = draftOf(usd);
    expect(draft.rates[0]?.adult).toBe('280.00');
    draft.rates[0] = { adult: '250.5', child: 'abc' };
    draft.taxRate = '120';
    const { changes, errors } = changesOf(usd, draft);
    expect(errors).toEqual({ 'rates.0.child': 'amount', 'tax.rate': 'taxRate' });
    expect(changes.rates?.[0]?.adult).toBe(25050);
  });
});
