import { describe, expect, it } from 'vitest';
import { askedClaims, askedVct, askProblem, buildDcql } from './dcql';

const vct = 'http://localhost:3000/vct/licensed-guide';
const disclosable = ['name', 'licence_type', 'licence_number', 'languages'];

describe('buildDcql', () => {
  it('asks for one SD-JWT VC of the type with one claims query per claim, nothing else', () => {
    expect(buildDcql({ vct, claims: ['licence_type', 'languages'] })).toEqual({
      credentials: [
        {
          id: 'credential',
          format: 'dc+sd-jwt',
          meta: { vct_values: [vct] },
          claims: [{ path: ['licence_type'] }, { path: ['languages'] }],
        },
      ],
    });
  });

  it('keeps the order picked and drops repeats', () => {
    const claims = buildDcql({ vct, claims: ['languages', 'name', 'languages'] }).credentials[0]?.claims;
    expect(claims).toEqual([{ path: ['languages'] }, { path: ['name'] }]);
  });

  it('reads back the type and the claims a request asks for', () => {
    const dcql = buildDcql({ vct, claims: ['licence_type', 'languages'] });
    expect(askedVct(dcql)).toBe(vct);
    expect(askedClaims(dcql)).toEqual(['licence_type', 'languages']);
    expect(askedClaims(null)).toEqual([]);
    expect(askedVct(undefined)).toBe('');
  });

  it('reads only top-level claim names from a query built elsewhere (nested paths name their first key)', () => {
    const dcql = {
      credentials: [
        {
          id: 'x',
          format: 'dc+sd-jwt' as const,
          meta: { vct_values: [vct] },
          claims: [{ path: ['address', 'prefecture'] }, { path: [0] }, { path: ['address'] }],
        },
      ],
    };
    expect(askedClaims(dcql)).toEqual(['address']);
  });
});

describe('askProblem', () => {
  it('needs a type and one claim at least', () => {
    expect(askProblem({ vct: '', claims: ['name'] }, disclosable)).toBe('vct');
    expect(askProblem({ vct, claims: [] }, disclosable)).toBe('claims');
  });

  it('refuses a claim the schema does not disclose selectively', () => {
    expect(askProblem({ vct, claims: ['name', 'holder_key'] }, disclosable)).toBe('not_disclosable');
  });

  it('accepts a type with disclosable claims', () => {
    expect(askProblem({ vct, claims: ['licence_type', 'languages'] }, disclosable)).toBeNull();
  });
});
