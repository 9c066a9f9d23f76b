import { EmbeddedJWK, type JWK, jwtVerify } from 'jose';
import type { Ctx } from '../credentials.ts';
import { issueForOffer } from '../credentials.ts';
import { OAuthError } from '../oauth.ts';
import {
  claimIssuance,
  findOfferByToken,
  insertNonce,
  recordIssued,
  spendNonce,
} from '../repository/flows.ts';
import { hashOf, newSecret } from '../secrets.ts';
import { endpoints } from './metadata.ts';

const NONCE_SECONDS = 300;
/** How far a proof's `iat` may sit from the server's clock (phones drift). */
const SKEW_SECONDS = 300;
const PROOF_TYP = 'openid4vci-proof+jwt';

/** The nonce endpoint (OID4VCI §7): a fresh `c_nonce`, good for one proof. */
export async function newNonce(ctx: Ctx) {
  const nonce = newSecret();
  await insertNonce(ctx.db, hashOf(nonce), new Date(Date.now() + NONCE_SECONDS * 1000));
  return { c_nonce: nonce, c_nonce_expires_in: NONCE_SECONDS };
}

/** The offer an access token was issued for, while the token lives. */
export async function offerOfToken(ctx: Ctx, authorization: string | undefined) {
  const [scheme, token] = (authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token)
    throw new OAuthError('invalid_token', 'A bearer access token from the token endpoint is required', 401);
  const offer = await findOfferByToken(ctx.db, hashOf(token));
  if (!offer?.tokenExpiresAt || offer.tokenExpiresAt <= new Date())
    throw new OAuthError('invalid_token', 'The access token is unknown or has expired', 401);
  return offer;
}

/**
 * The holder's key from a JWT proof (OID4VCI §8.2.1.1, Appendix F.1): ES256, `typ` openid4vci-proof+jwt, signed
 * by the public JWK in its header, for this issuer, recent, over a nonce of ours that nobody spent before.
 */
async function holderKeyOf(ctx: Ctx, jwt: string): Promise<JWK> {
  let verified: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    verified = await jwtVerify(jwt, EmbeddedJWK, {
      typ: PROOF_TYP,
      algorithms: ['ES256'],
      audience: endpoints(ctx.config).issuer,
    });
  } catch (error) {
    throw new OAuthError(
      'invalid_proof',
      `The proof is not a valid ${PROOF_TYP}: ${(error as Error).message}`,
    );
  }
  const { payload, protectedHeader } = verified;
  const jwk = protectedHeader.jwk as JWK | undefined;
  if (!jwk || 'd' in jwk) throw new OAuthError('invalid_proof', 'The proof must carry a public JWK');
  const now = Date.now() / 1000;
  if (typeof payload.iat !== 'number' || Math.abs(payload.iat - now) > SKEW_SECONDS)
    throw new OAuthError('invalid_proof', 'The proof was not made just now (iat)');
  const nonce = typeof payload.nonce === 'string' ? payload.nonce : '';
  if (!nonce || !(await spendNonce(ctx.db, hashOf(nonce), new Date())))
    throw new OAuthError('invalid_nonce', 'The proof needs a fresh c_nonce from the nonce endpoint');
  const { kty, crv, x, y } = jwk;
  return { kty, crv, x, y };
}

/**
 * The credential endpoint (OID4VCI §8): the token's offer, the configuration it names and one JWT proof give one
 * SD-JWT VC bound to the proof's key. The offer is marked issued before the credential is made, so a token
 * replayed in parallel gets nothing a second time.
 */
export async function issueCredentialFor(
  ctx: Ctx,
  authorization: string | undefined,
  request: { configuration: string; proofs: string[] },
) {
  const offer = await offerOfToken(ctx, authorization);
  if (request.configuration !== offer.configuration)
    throw new OAuthError(
      'unknown_credential_configuration',
      `This access token is for ${offer.configuration} only`,
    );
  if (offer.issuedAt) throw new OAuthError('credential_request_denied', 'This offer has been used already');
  const [proof, ...more] = request.proofs;
  if (!proof || more.length) throw new OAuthError('invalid_proof', 'Exactly one JWT proof is required');
  const holderJwk = await holderKeyOf(ctx, proof);
  if (!(await claimIssuance(ctx.db, offer.id, new Date())))
    throw new OAuthError('credential_request_denied', 'This offer has been used already');
  const issued = await issueForOffer(ctx, offer, holderJwk);
  if (!issued) throw new OAuthError('credential_request_denied', 'The offered credential is no longer valid');
  await recordIssued(ctx.db, offer.id, issued.id);
  return { credentials: [{ credential: issued.sdjwt }] };
}
