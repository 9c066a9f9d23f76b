import { Disclosure } from '@sd-jwt/utils';
import { describe, expect, it } from 'vitest';
import { hasherAndAlg } from './hash.ts';
import {
  createPresentation,
  decodeStatusList,
  matchDcql,
  newKeyPair,
  openJwk,
  parseDcql,
  STATUS_REVOKED,
  sealJwk,
  signerOf,
  statusListJwt,
  type VerifyOptions,
  verifySdJwt,
} from './index.ts';
import { issueSdJwtVc } from './issue.ts';
import vectors from './vectors.json' with { type: 'json' };

const ISS = 'https://tourtariff.example';
const VCT = `${ISS}/vct/licensed-guide`;
const STATUS_URI = `${ISS}/core/status/1`;
const now = new Date('2026-11-26T00:00:00Z');
const day = 86_400_000;

const issuer = await newKeyPair();
const holder = await newKeyPair();
const claims = {
  name: '山田 花子',
  licence_type: '全国通訳案内士',
  licence_number: 'G-12345',
  prefecture: '京都府',
  languages: ['en', 'fr'],
  last_training: '2026-04-01',
};

async function credential(over: Partial<Parameters<typeof issueSdJwtVc>[0]> = {}) {
  return issueSdJwtVc({
    key: { kid: issuer.kid, sign: await signerOf(issuer.privateJwk) },
    iss: ISS,
    vct: VCT,
    claims,
    disclosable: Object.keys(claims),
    holderJwk: holder.publicJwk,
    status: { uri: STATUS_URI, idx: 3 },
    issuedAt: now,
    expiresAt: new Date(now.getTime() + 365 * day),
    ...over,
  });
}

function options(over: Partial<VerifyOptions> = {}): VerifyOptions {
  return {
    resolveKey: async (kid) => (kid === issuer.kid ? { jwk: issuer.publicJwk, issuer: 'admin' } : null),
    iss: ISS,
    trusted: async (space, vct) => space === 'admin' && vct === VCT,
    status: async () => 0,
    schema: async () => true,
    keyBinding: { nonce: 'n-1', aud: `${ISS}/core/verifier/buyer` },
    now,
    ...over,
  };
}

const present = async (
  sdjwt: string,
  disclose: string[],
  nonce = 'n-1',
  aud = `${ISS}/core/verifier/buyer`,
) => createPresentation(sdjwt, { disclose, holder: await signerOf(holder.privateJwk), nonce, aud, at: now });

describe('RFC 9901 vectors', () => {
  it.each(vectors.digests)('the disclosure $disclosure hashes to the published digest', async (v) => {
    const disclosure = await Disclosure.fromEncode(v.disclosure, hasherAndAlg);
    expect(disclosure.salt).toBe(v.salt);
    expect(disclosure.value).toBe(v.value);
    expect(await disclosure.digest(hasherAndAlg)).toBe(v.digest);
  });

  it.each(vectors.roundTrips)(
    'sd-jwt-js vector: issued, presented and verified with its claims',
    async (v) => {
      const sdjwt = await credential({ claims: v.claims, disclosable: v.disclosable });
      const result = await verifySdJwt(await present(sdjwt, v.presented), options());
      expect(result.reason).toBeNull();
      expect(result.disclosed).toEqual(v.claims);
    },
  );
});

describe('issuance, disclosure and key binding', () => {
  it('issues a dc+sd-jwt with cnf and status, every claim a disclosure', async () => {
    const sdjwt = await credential();
    const [jwt, ...disclosures] = sdjwt.split('~');
    const header = JSON.parse(Buffer.from(String(jwt).split('.')[0] ?? '', 'base64url').toString());
    const payload = JSON.parse(Buffer.from(String(jwt).split('.')[1] ?? '', 'base64url').toString());
    expect(header).toMatchObject({ alg: 'ES256', typ: 'dc+sd-jwt', kid: issuer.kid });
    expect(payload).toMatchObject({
      iss: ISS,
      vct: VCT,
      status: { status_list: { idx: 3, uri: STATUS_URI } },
    });
    expect(payload.cnf.jwk.d).toBeUndefined();
    expect(payload.licence_number).toBeUndefined();
    expect(disclosures.filter(Boolean)).toHaveLength(6);
  });

  it('a presentation reveals only the chosen claims', async () => {
    const result = await verifySdJwt(
      await present(await credential(), ['licence_type', 'languages']),
      options(),
    );
    expect(result).toMatchObject({ verified: true, reason: null, issuer: 'admin', vct: VCT });
    expect(result.disclosed).toEqual({ licence_type: '全国通訳案内士', languages: ['en', 'fr'] });
    expect(Object.values(result.checks).every(Boolean)).toBe(true);
  });

  it('a bare credential verifies without key binding (a wallet importing it)', async () => {
    const result = await verifySdJwt(await credential(), options({ keyBinding: undefined }));
    expect(result.verified).toBe(true);
    expect(result.disclosed.licence_number).toBe('G-12345');
  });
});

describe('every refusal reason', () => {
  it('unknown_key: signed by a key the service never had', async () => {
    const stranger = await newKeyPair();
    const sdjwt = await credential({ key: { kid: stranger.kid, sign: await signerOf(stranger.privateJwk) } });
    expect((await verifySdJwt(await present(sdjwt, ['name']), options())).reason).toBe('unknown_key');
  });

  it('signature: a known kid over a signature of another key', async () => {
    const stranger = await newKeyPair();
    const sdjwt = await credential({ key: { kid: issuer.kid, sign: await signerOf(stranger.privateJwk) } });
    expect((await verifySdJwt(await present(sdjwt, ['name']), options())).reason).toBe('signature');
  });

  it('signature: garbage', async () => {
    expect((await verifySdJwt('not-an-sd-jwt', options())).reason).toBe('signature');
  });

  it('disclosure: a disclosure whose value was changed', async () => {
    const vp = await present(await credential(), ['licence_type']);
    const parts = vp.split('~');
    const [saltValue] = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString());
    parts[1] = Buffer.from(JSON.stringify([saltValue, 'licence_type', '通訳案内士 (forged)'])).toString(
      'base64url',
    );
    const result = await verifySdJwt(parts.join('~'), options());
    expect(result.reason).toBe('disclosure');
    expect(result.disclosed).toEqual({});
  });

  it('issuer: a type the signing space may not issue', async () => {
    const result = await verifySdJwt(
      await present(await credential(), []),
      options({ trusted: async () => false }),
    );
    expect(result).toMatchObject({
      verified: false,
      reason: 'issuer',
      checks: { signature: true, issuer: false },
    });
  });

  it('expired', async () => {
    const sdjwt = await credential({ expiresAt: new Date(now.getTime() - 1000) });
    expect((await verifySdJwt(await present(sdjwt, []), options())).reason).toBe('expired');
  });

  it('revoked: the status list entry is set', async () => {
    const result = await verifySdJwt(
      await present(await credential(), []),
      options({ status: async () => 1 }),
    );
    expect(result).toMatchObject({ reason: 'revoked', checks: { expiry: true, status: false } });
  });

  it('nonce and audience', async () => {
    const sdjwt = await credential();
    expect((await verifySdJwt(await present(sdjwt, [], 'other'), options())).reason).toBe('nonce');
    expect((await verifySdJwt(await present(sdjwt, [], 'n-1', 'https://evil'), options())).reason).toBe(
      'audience',
    );
  });

  it('key_binding: signed by a key other than cnf, or missing', async () => {
    const sdjwt = await credential();
    const other = await newKeyPair();
    const forged = await createPresentation(sdjwt, {
      disclose: [],
      holder: await signerOf(other.privateJwk),
      nonce: 'n-1',
      aud: `${ISS}/core/verifier/buyer`,
      at: now,
    });
    expect((await verifySdJwt(forged, options())).reason).toBe('key_binding');
    expect((await verifySdJwt(sdjwt, options())).reason).toBe('key_binding');
  });

  it('schema: the type rejects the disclosed claims', async () => {
    const result = await verifySdJwt(
      await present(await credential(), ['name']),
      options({ schema: async () => false }),
    );
    expect(result.reason).toBe('schema');
  });
});

describe('status list and keys', () => {
  it('a token status list JWT carries the revoked bits', async () => {
    const jwt = await statusListJwt({
      key: { kid: issuer.kid, sign: await signerOf(issuer.privateJwk) },
      iss: ISS,
      uri: STATUS_URI,
      size: 100_000,
      revoked: [3, 99_999],
      ttlSeconds: 300,
    });
    const list = decodeStatusList(jwt);
    expect(list.getStatus(3)).toBe(STATUS_REVOKED);
    expect(list.getStatus(4)).toBe(0);
    expect(list.getStatus(99_999)).toBe(STATUS_REVOKED);
  });

  it('a private key sealed at rest opens only with its secret', async () => {
    const secret = Buffer.alloc(32, 7).toString('base64url');
    const sealed = await sealJwk(issuer.privateJwk, secret);
    expect(sealed).not.toContain(String(issuer.privateJwk.d));
    expect(await openJwk(sealed, secret)).toEqual(issuer.privateJwk);
    await expect(openJwk(sealed, Buffer.alloc(32, 8).toString('base64url'))).rejects.toThrow();
  });
});

describe('DCQL', () => {
  it('matches by vct and names the claims that would be disclosed', () => {
    const parsed = parseDcql({
      credentials: [
        {
          id: 'g',
          format: 'dc+sd-jwt',
          meta: { vct_values: [VCT] },
          claims: [{ path: ['licence_type'] }, { path: ['languages'] }],
        },
      ],
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const matches = matchDcql(parsed.query, [
      { id: 'c1', vct: VCT, claims },
      { id: 'c2', vct: `${ISS}/vct/registered-business`, claims: {} },
    ]);
    expect(matches).toEqual([{ credential: 'c1', query: 'g', disclose: ['licence_type', 'languages'] }]);
  });

  it('refuses a malformed query with a message', () => {
    expect(parseDcql({ credentials: 5 }).ok).toBe(false);
    expect(parseDcql({ credentials: [{ id: 'm', format: 'mso_mdoc' }] }).ok).toBe(false);
  });
});
