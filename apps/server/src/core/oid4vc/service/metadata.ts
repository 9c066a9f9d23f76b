import type { Config } from '../../../config.ts';
import type { Configuration } from '../credentials.ts';

/** Where the endpoints live: the core's base URL, so a core running as its own process (CORE_URL) answers them. */
export const endpoints = (config: Config) => ({
  issuer: config.publicUrl,
  token: `${config.coreUrl}/oid4vci/token`,
  nonce: `${config.coreUrl}/oid4vci/nonce`,
  credential: `${config.coreUrl}/oid4vci/credential`,
  response: `${config.coreUrl}/oid4vp/response`,
});

const PRE_AUTHORIZED = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';

/**
 * Authorization server metadata (RFC 8414): the credential issuer is its own authorization server and knows only
 * the pre-authorised code grant, used without client authentication (OID4VCI §12.3).
 */
export function authorizationServerMetadata(config: Config) {
  const at = endpoints(config);
  return {
    issuer: at.issuer,
    token_endpoint: at.token,
    grant_types_supported: [PRE_AUTHORIZED],
    response_types_supported: [],
    token_endpoint_auth_methods_supported: ['none'],
    'pre-authorized_grant_anonymous_access_supported': true,
  };
}

const display = (text: { jp: string; en: string }) => [
  { name: text.jp, locale: 'ja' },
  { name: text.en, locale: 'en' },
];

/**
 * Credential issuer metadata (OID4VCI 1.0 §12.2): one `dc+sd-jwt` configuration per enabled credential type, named
 * by the last segment of its vct (`licensed-guide`), holder-bound through a JWT proof of a JWK.
 */
export function credentialIssuerMetadata(config: Config, configurations: Configuration[]) {
  const at = endpoints(config);
  return {
    credential_issuer: at.issuer,
    authorization_servers: [at.issuer],
    credential_endpoint: at.credential,
    nonce_endpoint: at.nonce,
    display: [
      { name: config.productName, locale: 'ja' },
      { name: config.productName, locale: 'en' },
    ],
    credential_configurations_supported: Object.fromEntries(
      configurations.map((c) => [
        c.id,
        {
          format: 'dc+sd-jwt',
          vct: c.vct,
          scope: c.id,
          cryptographic_binding_methods_supported: ['jwk'],
          credential_signing_alg_values_supported: ['ES256'],
          proof_types_supported: { jwt: { proof_signing_alg_values_supported: ['ES256'] } },
          credential_metadata: {
            display: display(c.name),
            claims: c.claims.map((claim) => ({
              path: [claim.name],
              display: display(claim.label).map(({ name, locale }) => ({ name, locale })),
            })),
          },
        },
      ]),
    ),
  };
}
