import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../plugins/auth.ts';
import { withErrors } from '../../plugins/contract.ts';
import { apiKeyCreate, apiKeyCreated, apiKeyList, apiKeyView, keyParams, spaceParams } from './schemas.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './service.ts';

const tags = ['api keys'];
const NOT_FOUND = 'A space the caller is not in, or a key it does not hold, answers 404 `invalid record`.';

/**
 * `/api/space/{key}/api-keys`: a space's owners and admins list, create and revoke the keys
 * other systems call the API with. Any signed-in person passes the guard; the service checks their role there.
 */
export const apiKeyRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get(
    '/api/space/:key/api-keys',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: "A space's API keys, newest first (never their secrets)",
        description: NOT_FOUND,
        params: spaceParams,
        response: withErrors({ 200: apiKeyList }),
      },
    },
    async (request) => ({
      items: await listApiKeys(db, await request.actor(), request.params.key),
      next: null,
    }),
  );

  app.post(
    '/api/space/:key/api-keys',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'Create an API key; the answer holds its secret, shown this once',
        description: NOT_FOUND,
        params: spaceParams,
        body: apiKeyCreate,
        response: withErrors({ 200: apiKeyCreated }),
      },
    },
    async (request) => createApiKey(db, await request.actor(), request.params.key, request.body),
  );

  app.delete(
    '/api/space/:key/api-keys/:id',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'Revoke an API key: its next use is refused',
        description: NOT_FOUND,
        params: keyParams,
        response: withErrors({ 200: apiKeyView }),
      },
    },
    async (request) => revokeApiKey(db, await request.actor(), request.params.key, request.params.id),
  );
};
