import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../errors.ts';
import { envelopeOf } from '../../../plugins/contract.ts';
import { issuerJwks } from '../service/keys.ts';
import { typeMetadata } from '../service/schemas.ts';
import { publishedList } from '../service/status.ts';

const jwk = z.record(z.string(), z.unknown());

/**
 * What verifiers anywhere read without credentials: the issuer metadata with every issuer key (rotated ones too,
 * so older credentials keep verifying), the Token Status Lists, and the type metadata of each vct.
 */
export const credentialPublicRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/.well-known/jwt-vc-issuer',
    {
      config: { public: true },
      schema: {
        tags: ['core: credentials (public)'],
        summary: 'SD-JWT VC issuer metadata with the JWKS of every issuer key',
        response: { 200: z.object({ issuer: z.string(), jwks: z.object({ keys: z.array(jwk) }) }) },
      },
    },
    async (request) => ({ issuer: app.config.publicUrl, jwks: { keys: await issuerJwks(request.ctx.db) } }),
  );
  app.get(
    '/core/status/:list',
    {
      config: { public: true },
      schema: {
        tags: ['core: credentials (public)'],
        summary: 'A Token Status List as a statuslist+jwt (one bit per credential: 1 revoked)',
        params: z.object({ list: z.string().regex(/^[1-9][0-9]{0,8}$/) }),
        // The list itself, or (under /core/) the envelope of a refusal when there is no such list.
        response: { 200: z.union([z.string(), envelopeOf(z.null())]) },
      },
    },
    async (request, reply) => {
      const { list } = request.params as { list: string };
      const jwt = await publishedList(request.ctx, Number(list));
      if (!jwt) throw new AppError('credentials.not_found', `No status list ${list}`);
      return reply
        .type('application/statuslist+jwt')
        .header('cache-control', `public, max-age=${app.config.credentials.statusTtlSeconds}`)
        .send(jwt);
    },
  );
  app.get(
    '/vct/:name',
    {
      config: { public: true },
      schema: {
        tags: ['core: credentials (public)'],
        summary: 'SD-JWT VC type metadata of a credential type',
        params: z.object({ name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/) }),
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request) => typeMetadata(request.ctx, (request.params as { name: string }).name),
  );
};
