import { type ClientKey, readClientKey } from './oidc-client-key.ts';

export type ExternalOidc = {
  issuer: string;
  clientId: string;
  /** How the app proves it is the registered client at the token endpoint (OIDC_CLIENT_AUTH_METHOD). */
  clientAuth: ClientAuth;
  audience: string;
  /** The provider vouches for every address it sends, even without `email_verified` (OIDC_TRUST_EMAIL). */
  trustEmail: boolean;
};

export type ClientAuth =
  | { method: 'client_secret_basic' | 'client_secret_post'; secret: string }
  | { method: 'private_key_jwt'; key: ClientKey };

/** The OIDC_* variables as config.ts has parsed them. */
export type OidcEnv = {
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  OIDC_AUDIENCE?: string | undefined;
  OIDC_CLIENT_AUTH_METHOD?: ClientAuth['method'] | undefined;
  OIDC_CLIENT_PRIVATE_KEY?: string | undefined;
  OIDC_TRUST_EMAIL?: boolean | undefined;
};

/** Loopback hosts: traffic to them never leaves the machine, so plain http there exposes nothing. */
export function isLoopbackUrl(url: string | URL): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

export function isSecureOrLoopback(url: string | URL): boolean {
  const { protocol } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && isLoopbackUrl(url));
}

export const LOOPBACK_ONLY = 'plain http only on loopback (localhost, 127.0.0.0/8, ::1)';

/**
 * The settings of an external provider, or undefined for the embedded one. A wrong mix throws an Error whose
 * message names the variable (config.ts turns it into a ConfigError).
 */
export function externalOidc(e: OidcEnv): ExternalOidc | undefined {
  if (!e.OIDC_ISSUER) {
    const names = [
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'OIDC_CLIENT_AUTH_METHOD',
      'OIDC_CLIENT_PRIVATE_KEY',
      'OIDC_TRUST_EMAIL',
    ] as const;
    const stray = names.filter((name) => e[name] !== undefined);
    if (stray.length === 0) return undefined;
    throw new Error(
      `${stray.join(', ')} only apply to an external provider: set OIDC_ISSUER too (or none of them, for the embedded provider)`,
    );
  }
  // Without TLS anyone on the path could answer discovery, keys and tokens in the provider's name.
  if (!isSecureOrLoopback(e.OIDC_ISSUER)) {
    throw new Error(`OIDC_ISSUER=${JSON.stringify(e.OIDC_ISSUER)}: must be https; ${LOOPBACK_ONLY}`);
  }
  if (!e.OIDC_CLIENT_ID) throw new Error('OIDC_CLIENT_ID must be set with OIDC_ISSUER');
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientAuth: clientAuth(e),
    audience: e.OIDC_AUDIENCE ?? e.OIDC_CLIENT_ID,
    trustEmail: e.OIDC_TRUST_EMAIL ?? false,
  };
}

function clientAuth(e: OidcEnv): ClientAuth {
  const method = e.OIDC_CLIENT_AUTH_METHOD ?? 'client_secret_basic';
  // A setting that would be silently ignored is refused: it usually means the other one was forgotten.
  if (method !== 'private_key_jwt') {
    if (e.OIDC_CLIENT_PRIVATE_KEY) {
      throw new Error('OIDC_CLIENT_PRIVATE_KEY is used only with OIDC_CLIENT_AUTH_METHOD=private_key_jwt');
    }
    if (!e.OIDC_CLIENT_SECRET) throw new Error(`OIDC_CLIENT_SECRET must be set for ${method}`);
    return { method, secret: e.OIDC_CLIENT_SECRET };
  }
  if (e.OIDC_CLIENT_SECRET) {
    throw new Error('OIDC_CLIENT_SECRET is not used with OIDC_CLIENT_AUTH_METHOD=private_key_jwt: unset it');
  }
  if (!e.OIDC_CLIENT_PRIVATE_KEY) {
    throw new Error('OIDC_CLIENT_PRIVATE_KEY must be set for OIDC_CLIENT_AUTH_METHOD=private_key_jwt');
  }
  try {
    return { method, key: readClientKey(e.OIDC_CLIENT_PRIVATE_KEY) };
  } catch (error) {
    throw new Error(`OIDC_CLIENT_PRIVATE_KEY: ${(error as Error).message}`);
  }
}
