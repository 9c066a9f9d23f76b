import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import type { JWK } from 'jose';
import { salt, sha256 } from './hash.ts';
import type { Signer } from './keys.ts';

export type IssueInput = {
  /** The issuer's signing key: its id goes into the header so verifiers find it in the JWKS. */
  key: { kid: string; sign: Signer };
  iss: string;
  vct: string;
  claims: Record<string, unknown>;
  /** Top-level claim names issued as disclosures; every other claim is visible in the signed payload. */
  disclosable: string[];
  holderJwk: JWK;
  status: { uri: string; idx: number };
  issuedAt: Date;
  expiresAt: Date;
};

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** Only the public members of the holder key go into `cnf`: a private `d` must never be signed into a token. */
function publicOf(jwk: JWK): JWK {
  const { kty, crv, x, y, kid } = jwk;
  return Object.fromEntries(Object.entries({ kty, crv, x, y, kid }).filter(([, v]) => v !== undefined));
}

/**
 * An SD-JWT VC (draft-ietf-oauth-sd-jwt-vc): `typ: dc+sd-jwt`, ES256, bound to the holder's key through `cnf`,
 * with a `status` reference into a Token Status List. Claims other than the selectively disclosable ones stay
 * plain so a verifier can always see what the credential is.
 */
export async function issueSdJwtVc(input: IssueInput): Promise<string> {
  const instance = new SDJwtVcInstance({
    signer: input.key.sign,
    signAlg: 'ES256',
    hasher: sha256,
    hashAlg: 'sha-256',
    saltGenerator: salt,
  });
  const claims = { ...input.claims };
  const sd = input.disclosable.filter((name) => name in claims);
  return instance.issue(
    {
      ...claims,
      iss: input.iss,
      vct: input.vct,
      iat: seconds(input.issuedAt),
      exp: seconds(input.expiresAt),
      cnf: { jwk: publicOf(input.holderJwk) },
      status: { status_list: { idx: input.status.idx, uri: input.status.uri } },
    },
    // The frame's type wants the literal payload keys; ours are known only at run time.
    { _sd: sd } as never,
    { header: { kid: input.key.kid, typ: 'dc+sd-jwt' } },
  );
}
