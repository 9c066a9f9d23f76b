import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the OpenAPI document and its browsable UI live (public: the API is documented openly). */
export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3.1 for the app and core APIs, generated from the same zod schemas that validate requests, so the
 * document cannot drift from what the server accepts. Must be registered before the routes it describes.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${app.config.productName} API`,
        version: '0.1.0',
        description:
          'App API under /api (JSON, HTTP status codes) and core API under /core (POST JSON, answers with ' +
          '{status, message, data}; see docs/core-api.md for the status codes). Authenticate with the session ' +
          'cookie plus the header X-TourTariff-Client: web, with Authorization: Bearer <access token>, or with ' +
          "Authorization: Bearer <API key> (tt_live_…, made by a space's owners and admins; docs/api.md).",
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          session: { type: 'apiKey', in: 'cookie', name: 'tt_session' },
          // Issue 12 item 6: a space's API key, sent as a bearer token; it has that space's rights only, and a
          // `read` key only reads. Also bearer on the wire, so it is its own scheme for clients to tell apart.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'tt_live_…',
            description:
              "An API key of one space (`tt_live_…`): that space's tariffs and events, read-only for a `read` key.",
          },
        },
      },
      security: [{ bearer: [] }, { session: [] }, { apiKey: [] }],
    },
    // Only the APIs are documented: the provider's pages (/oidc, described by its own discovery document) and
    // the web app's files are not part of the contract.
    transform: (input) => {
      const documented = /^\/(api|core|auth)(\/|$)|^\/(healthz|readyz)$/.test(input.url);
      const transformed = jsonSchemaTransform(input);
      return documented ? transformed : { ...transformed, schema: { ...transformed.schema, hide: true } };
    },
    // Schemas used in several places are emitted once under components and referenced from each use.
    transformObject: jsonSchemaTransformObject,
  });
  // The UI's own assets ship inside the npm package, so the documentation works without internet access.
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
});
