import { createHash, randomBytes } from 'node:crypto';
import { clientAuthenticationAnonymous, type Jwk } from '@openid4vc/oauth2';
import { Openid4vciClient } from '@openid4vc/openid4vci';
import { Openid4vpClient } from '@openid4vc/openid4vp';
import { setGlobalConfig } from '@openid4vc/utils';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';

/**
 * An external wallet for the tests: the `@openid4vc/*` client libraries, their HTTP going to the app through
 * `inject` (no port, no network), and a holder key of its own that the server never sees the private half of.
 * Test servers run on http://localhost, which the libraries refuse unless told that insecure URLs are fine.
 */
setGlobalConfig({ allowInsecureUrls: true });

export function injectFetch(app: FastifyInstance) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(init?.body !== undefined && init.body !== null ? { payload: String(init.body) } : {}),
    });
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: Object.entries(res.headers).map(([k, v]) => [k, String(v)] as [string, string]),
    });
  };
}

export type Holder = { publicJwk: JWK; privateJwk: JWK };

export async function newHolder(): Promise<Holder> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  return { publicJwk: await exportJWK(publicKey), privateJwk: await exportJWK(privateKey) };
}

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');

/** The libraries' callbacks, signing with the holder's key (jose), hashing with node:crypto. */
function callbacks(app: FastifyInstance, holder: Holder) {
  return {
    fetch: injectFetch(app) as typeof fetch,
    hash: (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest()),
    generateRandom: (length: number) => new Uint8Array(randomBytes(length)),
    clientAuthentication: clientAuthenticationAnonymous(),
    signJwt: async (
      _signer: unknown,
      jwt: { header: Record<string, unknown>; payload: Record<string, unknown> },
    ) => {
      const key = await importJWK(holder.privateJwk, 'ES256');
      const signed = await new SignJWT(jwt.payload)
        .setProtectedHeader({ ...jwt.header, alg: 'ES256' } as { alg: string })
        .sign(key);
      return { jwt: signed, signerJwk: holder.publicJwk as Jwk };
    },
    verifyJwt: async () => ({ verified: false as const }),
    encryptJwe: async () => {
      throw new Error('not used');
    },
    decryptJwe: async () => {
      throw new Error('not used');
    },
  };
}

/** OID4VCI pre-authorised code flow, step by step so a test can stop or tamper at any step. */
export function issuanceClient(app: FastifyInstance, holder: Holder) {
  const client = new Openid4vciClient({ callbacks: callbacks(app, holder) });
  return {
    client,
    async start(offerUri: string) {
      const offer = await client.resolveCredentialOffer(offerUri);
      const metadata = await client.resolveIssuerMetadata(offer.credential_issuer);
      return { offer, metadata };
    },
    async proof(
      metadata: Awaited<ReturnType<Openid4vciClient['resolveIssuerMetadata']>>,
      id: string,
      nonce: string,
    ) {
      return client.createCredentialRequestJwtProof({
        issuerMetadata: metadata,
        credentialConfigurationId: id,
        nonce,
        signer: { method: 'jwk', alg: 'ES256', publicJwk: holder.publicJwk as Jwk },
      });
    },
  };
}

/** The whole pre-authorised code flow at once: offer, metadata, token, nonce, proof, credential (SD-JWT VC). */
export async function receive(app: FastifyInstance, holder: Holder, offerUri: string, txCode: string) {
  const wallet = issuanceClient(app, holder);
  const { offer, metadata } = await wallet.start(offerUri);
  const [id = ''] = offer.credential_configuration_ids;
  const { accessTokenResponse } = await wallet.client.retrievePreAuthorizedCodeAccessTokenFromOffer({
    credentialOffer: offer,
    issuerMetadata: metadata,
    txCode,
  });
  const { c_nonce } = await wallet.client.requestNonce({ issuerMetadata: metadata });
  const { jwt } = await wallet.proof(metadata, id, c_nonce);
  const answer = await wallet.client.retrieveCredentials({
    issuerMetadata: metadata,
    accessToken: accessTokenResponse.access_token,
    credentialConfigurationId: id,
    proofs: { jwt: [jwt] },
  });
  const [credential] = answer.credentialResponse.credentials ?? [];
  return String(
    typeof credential === 'object' && 'credential' in credential ? credential.credential : credential,
  );
}

/** Every claim the SD-JWT's disclosures carry, by name (top-level disclosures are [salt, name, value]). */
export function disclosuresOf(sdjwt: string): Map<string, string> {
  const [, ...parts] = sdjwt.split('~');
  const out = new Map<string, string>();
  for (const part of parts.filter(Boolean)) {
    const decoded = JSON.parse(Buffer.from(part, 'base64url').toString()) as unknown[];
    if (decoded.length === 3) out.set(String(decoded[1]), part);
  }
  return out;
}

/**
 * A presentation as any SD-JWT wallet makes it (RFC 9901 §4.3): the issuer-signed JWT, only the chosen
 * disclosures, and a KB-JWT over nonce, audience and the hash of everything before it.
 */
export async function present(
  sdjwt: string,
  holder: Holder,
  options: { disclose: string[]; nonce: string; aud: string },
): Promise<string> {
  const jwt = sdjwt.split('~')[0] ?? '';
  const disclosures = disclosuresOf(sdjwt);
  const chosen = options.disclose.map((name) => disclosures.get(name)).filter((d): d is string => !!d);
  const body = `${[jwt, ...chosen].join('~')}~`;
  const kb = await new SignJWT({
    nonce: options.nonce,
    aud: options.aud,
    iat: Math.floor(Date.now() / 1000),
    sd_hash: b64(createHash('sha256').update(body).digest()),
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'kb+jwt' })
    .sign(await importJWK(holder.privateJwk, 'ES256'));
  return `${body}${kb}`;
}

/** The OID4VP client side: read the request, answer its DCQL query with the given presentations. */
export function presentationClient(app: FastifyInstance, holder: Holder) {
  const client = new Openid4vpClient({ callbacks: callbacks(app, holder) });
  return {
    async resolve(requestUri: string) {
      const parsed = client.parseOpenid4vpAuthorizationRequest({ authorizationRequest: requestUri });
      return client.resolveOpenId4vpAuthorizationRequest({ authorizationRequestPayload: parsed.params });
    },
    async answer(
      resolved: Awaited<ReturnType<Openid4vpClient['resolveOpenId4vpAuthorizationRequest']>>,
      vpToken: Record<string, string[]>,
    ) {
      const { authorizationResponsePayload } = await client.createOpenid4vpAuthorizationResponse({
        authorizationRequestPayload: resolved.authorizationRequestPayload,
        authorizationResponsePayload: { vp_token: vpToken },
      });
      const { response } = await client.submitOpenid4vpAuthorizationResponse({
        authorizationRequestPayload: resolved.authorizationRequestPayload as { response_uri?: string },
        authorizationResponsePayload,
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
  };
}
