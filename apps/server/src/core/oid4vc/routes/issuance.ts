import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configurations } from '../credentials.ts';
import { oauthScope } from '../oauth.ts';
import {
  credentialAnswer,
  credentialBody,
  metadataAnswer,
  nonceAnswer,
  oauthError,
  tokenAnswer,
  tokenBody,
} from '../schemas.ts';
import { issueCredentialFor, newNonce } from '../service/issuance.ts';
import { authorizationServerMetadata, credentialIssuerMetadata } from '../service/metadata.ts';
import { exchangeCode } from '../service/offers.ts';

const tags = ['core: oid4vci'];
// Wallets hold no session here: the pre-authorised code and then the access token are the authority.
const open = { public: true };

/** OpenID for Verifiable Credential Issuance 1.0, pre-authorised code flow, as an external wallet expects it. */
export const issuanceRoutes: FastifyPluginAsync = async (scope) => {
  oauthScope(scope);
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/.well-known/openid-credential-issuer',
    {
      config: open,
      schema: {
        tags,
        summary: 'Credential issuer metadata (OID4VCI §12.2)',
        response: { 200: metadataAnswer },
      },
    },
    async (request) => credentialIssuerMetadata(scope.config, await configurations(request.ctx)),
  );

  app.get(
    '/.well-known/oauth-authorization-server',
    {
      config: open,
      schema: {
        tags,
        summary: 'Authorization server metadata (RFC 8414)',
        response: { 200: metadataAnswer },
      },
    },
    async () => authorizationServerMetadata(scope.config),
  );

  app.post(
    '/core/oid4vci/token',
    {
      config: open,
      schema: {
        tags,
        summary: 'Token endpoint: a pre-authorised code and its transaction code for an access token',
        body: tokenBody,
        response: { 200: tokenAnswer, 400: oauthError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      reply.header('cache-control', 'no-store');
      return exchangeCode(scope.database.db, {
        code: body['pre-authorized_code'],
        txCode: body.tx_code ?? body.user_pin,
      });
    },
  );

  app.post(
    '/core/oid4vci/nonce',
    {
      config: open,
      schema: {
        tags,
        summary: 'Nonce endpoint: a fresh c_nonce for one proof',
        response: { 200: nonceAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return newNonce(request.ctx);
    },
  );

  app.post(
    '/core/oid4vci/credential',
    {
      config: open,
      schema: {
        tags,
        summary: 'Credential endpoint: one SD-JWT VC bound to the key of the JWT proof',
        body: credentialBody,
        response: { 200: credentialAnswer, 400: oauthError, 401: oauthError },
      },
    },
    async (request, reply) => {
      const { body } = request;
      reply.header('cache-control', 'no-store');
      const proofs = body.proofs?.jwt ?? (body.proof ? [body.proof.jwt] : []);
      return issueCredentialFor(request.ctx, request.headers.authorization, {
        configuration: body.credential_configuration_id,
        proofs,
      });
    },
  );
};
