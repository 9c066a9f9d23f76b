import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { salt, sha256 } from './hash.ts';
import type { Signer } from './keys.ts';

export type PresentInput = {
  /** Claim names to disclose; disclosures of every other claim are left out of the presentation. */
  disclose: string[];
  holder: Signer;
  nonce: string;
  aud: string;
  at?: Date;
};

/**
 * The holder's presentation: the issuer-signed JWT, only the chosen disclosures, and a key-binding JWT
 * (`kb+jwt`) over the nonce, the audience and the hash of everything before it, signed with the holder key.
 */
export async function createPresentation(sdjwt: string, input: PresentInput): Promise<string> {
  const instance = new SDJwtVcInstance({
    hasher: sha256,
    hashAlg: 'sha-256',
    saltGenerator: salt,
    kbSigner: input.holder,
    kbSignAlg: 'ES256',
  });
  const frame = Object.fromEntries(input.disclose.map((name) => [name, true]));
  const iat = Math.floor((input.at ?? new Date()).getTime() / 1000);
  return instance.present(sdjwt, frame, { kb: { payload: { iat, aud: input.aud, nonce: input.nonce } } });
}
