import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import {
  type CryptoKey,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  type JWK,
  jwtVerify,
  SignJWT,
} from 'jose';

/**
 * How the next id token goes wrong. `published` signs honestly; `unpublished` uses a key the JWKS never showed
 * (with its own kid, or claiming the published kid); `broken-signature` flips bits of an honest signature;
 * `none` is unsigned; `hs256` is an HMAC keyed with the client secret. `claims` override (or, as undefined,
 * remove) claims of the honest token.
 */
export type Tamper = {
  signing?: 'published' | 'unpublished' | 'unpublished-same-kid' | 'broken-signature' | 'none' | 'hs256';
  claims?: Record<string, unknown>;
  /** The `iss` sent with the code on the redirect back (RFC 9207); the issuer itself when absent. */
  callbackIss?: string;
};

/** How the token endpoint authenticates the client; `basic-undecoded` does not form-decode the Basic header. */
export type ClientCheck = 'basic' | 'basic-undecoded' | 'post' | 'private_key_jwt';

export type TestProviderOptions = {
  clientId: string;
  redirectUri: string;
  clientSecret?: string;
  clientCheck?: ClientCheck;
  /** The public half of the client's key, for private_key_jwt. */
  clientPublicKey?: JWK;
  /** Claims of the one user this provider signs in, without asking anything. */
  user?: Record<string, unknown>;
};

export type TestProvider = {
  issuer: string;
  /** Applies to every token answer until changed. */
  tamper: Tamper;
  /** Token requests refused for bad client authentication. */
  clientRefusals: number;
  /** The key id in the last client assertion (private_key_jwt). */
  assertionKid: string | undefined;
  close(): Promise<void>;
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A deliberately small OpenID provider for attack tests: discovery, JWKS, an authorization endpoint that signs
 * its one user in at once, and a token endpoint that checks the client, the code (once), the redirect URI and
 * PKCE honestly, then answers with whatever id token `tamper` asks for. Listens on a random port of 127.0.0.1.
 */
export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const published = await generateKeyPair('RS256');
  const hidden = await generateKeyPair('RS256');
  const kid = 'published-key';
  const publicJwk = { ...(await exportJWK(published.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; challenge: string; redirectUri: string }>();
  const app = Fastify();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Known once the socket listens; every handler runs after that.
  let issuer = '';
  const state: TestProvider = {
    issuer,
    tamper: {},
    clientRefusals: 0,
    assertionKid: undefined,
    close: () => app.close(),
  };

  app.get('/.well-known/openid-configuration', async () => ({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'private_key_jwt'],
  }));

  app.get('/jwks', async () => ({ keys: [publicJwk] }));

  app.get('/authorize', async (request, reply) => {
    const q = request.query as Record<string, string>;
    if (q.client_id !== options.clientId || q.redirect_uri !== options.redirectUri) {
      return reply.status(400).send('unknown client or redirect_uri');
    }
    if (q.response_type !== 'code' || q.code_challenge_method !== 'S256' || !q.code_challenge) {
      return reply.status(400).send('code flow with S256 PKCE only');
    }
    const code = randomBytes(16).toString('base64url');
    codes.set(code, { nonce: q.nonce ?? '', challenge: q.code_challenge, redirectUri: q.redirect_uri });
    const back = new URL(q.redirect_uri);
    back.searchParams.set('code', code);
    if (q.state) back.searchParams.set('state', q.state);
    back.searchParams.set('iss', state.tamper.callbackIss ?? issuer);
    return reply.redirect(back.href);
  });

  async function clientAuthenticated(headers: Record<string, unknown>, body: Record<string, string>) {
    const check = options.clientCheck ?? 'basic';
    if (check === 'post') {
      return body.client_id === options.clientId && body.client_secret === options.clientSecret;
    }
    if (check === 'private_key_jwt') {
      if (!options.clientPublicKey || !body.client_assertion) return false;
      try {
        state.assertionKid = decodeProtectedHeader(body.client_assertion).kid;
        await jwtVerify(body.client_assertion, options.clientPublicKey, {
          issuer: options.clientId,
          subject: options.clientId,
          audience: [issuer, `${issuer}/token`],
        });
        return body.client_assertion_type === 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
      } catch {
        return false;
      }
    }
    const basic = /^Basic (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
    const pair = Buffer.from(basic ?? '', 'base64').toString();
    const at = pair.indexOf(':');
    const read = (part: string) => (check === 'basic' ? decodeURIComponent(part.replace(/\+/g, ' ')) : part);
    return read(pair.slice(0, at)) === options.clientId && read(pair.slice(at + 1)) === options.clientSecret;
  }

  app.post('/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    if (!(await clientAuthenticated(request.headers, body))) {
      state.clientRefusals++;
      return reply.status(401).send({ error: 'invalid_client' });
    }
    const grant = codes.get(body.code ?? '');
    codes.delete(body.code ?? '');
    const verifier = createHash('sha256')
      .update(body.code_verifier ?? '')
      .digest('base64url');
    if (body.grant_type !== 'authorization_code' || !grant || grant.redirectUri !== body.redirect_uri) {
      return reply.status(400).send({ error: 'invalid_grant' });
    }
    if (verifier !== grant.challenge) return reply.status(400).send({ error: 'invalid_grant' });
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      iss: issuer,
      aud: options.clientId,
      iat: now,
      exp: now + 300,
      nonce: grant.nonce,
      sub: 'test-user-1',
      ...options.user,
      ...state.tamper.claims,
    };
    for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
    return {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: await sign(claims, state.tamper.signing ?? 'published'),
    };
  });

  async function sign(claims: Record<string, unknown>, signing: NonNullable<Tamper['signing']>) {
    const withKey = (key: CryptoKey | Uint8Array, alg: string, keyId?: string) =>
      new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT', ...(keyId ? { kid: keyId } : {}) }).sign(key);
    switch (signing) {
      case 'none':
        return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
      case 'hs256':
        return withKey(new TextEncoder().encode(options.clientSecret ?? 'secret'), 'HS256');
      case 'unpublished':
        return withKey(hidden.privateKey, 'RS256', 'never-published');
      case 'unpublished-same-kid':
        return withKey(hidden.privateKey, 'RS256', kid);
      case 'broken-signature': {
        const [head, payload, signature = ''] = (await withKey(published.privateKey, 'RS256', kid)).split(
          '.',
        );
        const bytes = Buffer.from(signature, 'base64url');
        bytes[0] = (bytes[0] ?? 0) ^ 0xff;
        return `${head}.${payload}.${bytes.toString('base64url')}`;
      }
      default:
        return withKey(published.privateKey, 'RS256', kid);
    }
  }

  await app.listen({ port: 0, host: '127.0.0.1' });
  issuer = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  state.issuer = issuer;
  return state;
}
