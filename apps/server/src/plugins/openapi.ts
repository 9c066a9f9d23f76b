import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { sendNotFound } from './errors.ts';

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
          // a space's API key, sent as a bearer token; it has that space's rights only, and a
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
  const hidden = { schema: { hide: true }, config: { public: true } };
  app.get(`${DOCS_PREFIX}/json`, hidden, async () => app.swagger());
  app.get(`${DOCS_PREFIX}/yaml`, hidden, async (_request, reply) =>
    reply.type('application/x-yaml').send(app.swagger({ yaml: true })),
  );
  app.get<{ Params: { part: string } }>(`${DOCS_PREFIX}/part/:part`, hidden, async (request, reply) => {
    const part = docsParts.find((candidate) => candidate.slug === request.params.part);
    if (!part) return sendNotFound(reply);
    return partOf(app.swagger() as unknown as OpenAPIV3.Document, part);
  });
  const ui = lazyDocsUi(app);
  app.get(DOCS_PREFIX, hidden, ui);
  app.get(`${DOCS_PREFIX}/*`, hidden, ui);
});

// Hop-by-hop and length headers belong to the inner answer's own connection, not to the one forwarded.
const notForwarded = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/**
 * The browsable UI, loaded on its first visit: it is a page for developers, and registering it (its static
 * files, YAML, its own copy of the static server) cost every start about a tenth of its time.
 * It runs in a small Fastify of its own, serving the document this app generated, and answers through it. The
 * UI's assets ship inside the npm package, so the documentation works without internet access.
 */
function lazyDocsUi(app: FastifyInstance) {
  let docs: Promise<FastifyInstance> | undefined;
  const build = async () => {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const inner = Fastify();
    // The plugin's types know OpenAPI 3.0 documents only; ours is 3.1, which it serves all the same.
    const document = app.swagger() as unknown as OpenAPIV3.Document;
    await inner.register(swagger, { mode: 'static', specification: { document } });
    await inner.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // One definition per part (the select in the top bar); the first is shown on arrival.
      uiConfig: {
        urls: docsParts.map((part) => ({ url: `${DOCS_PREFIX}/part/${part.slug}`, name: part.name })),
      },
    });
    await inner.ready();
    return inner;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= build();
    const answer = await (await docs).inject({ method: 'GET', url: request.url, headers: request.headers });
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !notForwarded.has(name)) reply.header(name, value);
    return reply.status(answer.statusCode).send(answer.rawPayload.length ? answer.rawPayload : undefined);
  };
}

/**
 * The browsable UI shows the document in parts: Swagger UI (5.x) draws only the first two tags of a document with
 * more than about 130 operations, without an error, and the API has passed that. The whole
 * document stays at /api/docs/json; each part keeps its tags' operations and every component. A tag no part names
 * falls into the last one, so a new module is never left out.
 */
type DocsPart = { slug: string; name: string; tags: string[] };
const docsParts: DocsPart[] = [
  {
    slug: 'tariffs',
    name: 'Tariffs, events, partners',
    tags: ['tariffs', 'tariffs: review', 'events', 'partners', 'api keys', 'ipfs'],
  },
  {
    slug: 'spaces',
    name: 'Spaces, profiles, guides and jobs',
    tags: ['spaces', 'Creator', 'Arranger', 'guides', 'jobs'],
  },
  { slug: 'trade', name: 'Messenger, reviews, documents', tags: ['messenger', 'reviews', 'documents'] },
  {
    slug: 'credentials',
    name: 'Verifiable credentials',
    tags: [
      'core: schema',
      'core: issue',
      'core: wallet',
      'core: query',
      'core: proof',
      'core: credentials (public)',
      'core: oid4vci',
      'core: oid4vp',
    ],
  },
  { slug: 'core', name: 'Core service, sign-in, health', tags: [] },
];

function partOf(document: OpenAPIV3.Document, part: DocsPart): OpenAPIV3.Document {
  const named = new Set(docsParts.flatMap((candidate) => candidate.tags));
  const last = docsParts.at(-1) === part;
  const belongs = (tags: string[] = []) =>
    tags.some((tag) => part.tags.includes(tag)) || (last && !tags.some((tag) => named.has(tag)));
  const paths: OpenAPIV3.PathsObject = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const kept = Object.entries(item ?? {}).filter(
      ([, operation]) =>
        typeof operation === 'object' &&
        operation !== null &&
        'responses' in operation &&
        belongs((operation as OpenAPIV3.OperationObject).tags),
    );
    if (kept.length) paths[path] = Object.fromEntries(kept);
  }
  return { ...document, info: { ...document.info, title: `${document.info.title}: ${part.name}` }, paths };
}
