import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const external = { OIDC_ISSUER: 'https://sso.example.jp/realms/tour', OIDC_CLIENT_ID: 'tourtariff' };
const ecPem = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();

const refuses = (env: Record<string, string>, message: RegExp) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(message);
};

describe('external provider settings', () => {
  it('defaults to client_secret_basic, the client id as audience, and no trust in unverified e-mail', () => {
    const { oidc } = loadConfig({ ...external, OIDC_CLIENT_SECRET: 's-e_c.ret' });
    expect(oidc).toEqual({
      issuer: external.OIDC_ISSUER,
      clientId: 'tourtariff',
      clientAuth: { method: 'client_secret_basic', secret: 's-e_c.ret' },
      audience: 'tourtariff',
      trustEmail: false,
    });
  });

  it('reads client_secret_post, OIDC_TRUST_EMAIL and a private key for private_key_jwt', () => {
    const post = loadConfig({
      ...external,
      OIDC_CLIENT_SECRET: 'x',
      OIDC_CLIENT_AUTH_METHOD: 'client_secret_post',
      OIDC_TRUST_EMAIL: 'true',
    }).oidc;
    expect(post).toMatchObject({ clientAuth: { method: 'client_secret_post' }, trustEmail: true });
    const oneLine = ecPem().replaceAll('\n', '\\n');
    const jwt = loadConfig({
      ...external,
      OIDC_CLIENT_AUTH_METHOD: 'private_key_jwt',
      OIDC_CLIENT_PRIVATE_KEY: oneLine,
    }).oidc;
    expect(jwt?.clientAuth).toMatchObject({
      method: 'private_key_jwt',
      key: { alg: 'ES256', kid: undefined },
    });
  });

  it.each([
    ['http://sso.example.jp/realms/tour', /OIDC_ISSUER=.*must be https; plain http only on loopback/],
    ['http://10.1.2.3:8080', /OIDC_ISSUER/],
  ])('refuses OIDC_ISSUER=%s', (issuer, message) => {
    refuses({ ...external, OIDC_ISSUER: issuer, OIDC_CLIENT_SECRET: 'x' }, message);
  });

  it.each(['http://localhost:8080/realms/tour', 'http://127.0.0.1:5556', 'http://[::1]:9000'])(
    'accepts the loopback OIDC_ISSUER=%s',
    (issuer) => {
      expect(loadConfig({ ...external, OIDC_ISSUER: issuer, OIDC_CLIENT_SECRET: 'x' }).oidc?.issuer).toBe(
        issuer,
      );
    },
  );

  it.each<[string, Record<string, string>, RegExp]>([
    ['a client id without an issuer', { OIDC_CLIENT_ID: 'x' }, /OIDC_CLIENT_ID only apply to an external/],
    ['OIDC_TRUST_EMAIL without an issuer', { OIDC_TRUST_EMAIL: 'true' }, /OIDC_TRUST_EMAIL only apply/],
    ['an issuer without a client id', { OIDC_ISSUER: external.OIDC_ISSUER }, /OIDC_CLIENT_ID must be set/],
    ['client_secret_basic without a secret', external, /OIDC_CLIENT_SECRET must be set/],
    [
      'an unknown method',
      { ...external, OIDC_CLIENT_AUTH_METHOD: 'client_secret_jwt' },
      /OIDC_CLIENT_AUTH_METHOD="client_secret_jwt".*accepts client_secret_basic/,
    ],
    [
      'private_key_jwt without a key',
      { ...external, OIDC_CLIENT_AUTH_METHOD: 'private_key_jwt' },
      /OIDC_CLIENT_PRIVATE_KEY must be set/,
    ],
    [
      'private_key_jwt with a leftover secret',
      {
        ...external,
        OIDC_CLIENT_AUTH_METHOD: 'private_key_jwt',
        OIDC_CLIENT_SECRET: 'x',
        OIDC_CLIENT_PRIVATE_KEY: '{}',
      },
      /OIDC_CLIENT_SECRET is not used with/,
    ],
    [
      'a key without private_key_jwt',
      { ...external, OIDC_CLIENT_SECRET: 'x', OIDC_CLIENT_PRIVATE_KEY: '/etc/key.pem' },
      /OIDC_CLIENT_PRIVATE_KEY is used only with/,
    ],
    [
      'a key file that does not exist',
      {
        ...external,
        OIDC_CLIENT_AUTH_METHOD: 'private_key_jwt',
        OIDC_CLIENT_PRIVATE_KEY: '/nonexistent/key.pem',
      },
      /OIDC_CLIENT_PRIVATE_KEY: cannot read the file \/nonexistent\/key.pem \(ENOENT\)/,
    ],
    [
      'a key that is not a key',
      { ...external, OIDC_CLIENT_AUTH_METHOD: 'private_key_jwt', OIDC_CLIENT_PRIVATE_KEY: '{"kty":"oct"}' },
      /OIDC_CLIENT_PRIVATE_KEY: not a readable unencrypted private key/,
    ],
    [
      'a weak RSA key',
      {
        ...external,
        OIDC_CLIENT_AUTH_METHOD: 'private_key_jwt',
        OIDC_CLIENT_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 1024 })
          .privateKey.export({ format: 'pem', type: 'pkcs8' })
          .toString(),
      },
      /at least 2048 bits/,
    ],
  ])('refuses %s, naming the variable', (_name, env, message) => {
    refuses(env, message);
  });
});
