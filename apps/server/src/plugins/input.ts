import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../paths.ts';
import { assertClean, InputError, parseJsonBody } from './input-rules.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /url` of every route whose body schema has no required field: a request with no body means `{}`. */
    emptyBodyRoutes: string[];
  }
  interface FastifyContextConfig {
    emptyBodyIsObject?: boolean;
  }
}

/** A zod body schema that `{}` satisfies: every field of it is optional (or has a default). */
const acceptsEmptyObject = (schema: unknown) => {
  const parse = (schema as { safeParse?: (value: unknown) => { success: boolean } } | undefined)?.safeParse;
  return typeof parse === 'function' && parse.call(schema, {}).success;
};

/** No body at all: no Content-Type and nothing sent (a body with a type is the parser's to judge). */
const sentNoBody = (request: FastifyRequest) =>
  (request.body === undefined || request.body === null) &&
  !request.headers['content-type'] &&
  !request.headers['transfer-encoding'] &&
  Number(request.headers['content-length'] ?? 0) === 0;

/** Bodies this plugin's JSON parser already checked, so the hook does not walk them a second time. */
const checked = new WeakSet<object>();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

const isGuardedWrite = (request: FastifyRequest) => {
  const route = request.routeOptions.url ?? '';
  const guarded =
    (route.startsWith('/api/') && !route.startsWith('/api/auth/')) || route.startsWith('/core/');
  return guarded && WRITES.has(request.method);
};

/**
 * docs/product-decisions.md §11 names unknown fields: a write of the app or core API that declares no body (or query) schema takes
 * none, so a field sent to it is refused by name instead of being silently ignored. `{}` is no field at all.
 */
function refuseUndeclared(request: FastifyRequest) {
  if (!isGuardedWrite(request)) return;
  const message = 'is not accepted: this call takes no such field';
  const unknown = (part: string, value: object) =>
    Object.keys(value).map((key) => ({ field: `${part}.${key}`, rule: 'unknown_field', message }));
  const { body, query } = request;
  const schema = request.routeOptions.schema;
  const fields = schema?.querystring ? [] : unknown('querystring', query as object);
  if (!schema?.body && body !== undefined && !Buffer.isBuffer(body)) {
    if (isPlainObject(body)) fields.push(...unknown('body', body));
    else fields.push({ field: 'body', rule: 'no_body', message: 'is not accepted: this call takes no body' });
  }
  if (fields.length) throw new InputError(fields);
}

/** Percent-escapes that decode to no UTF-8 text; the query parser would pass them on undecoded, as if literal. */
function refuseBadQueryEncoding(url: string) {
  const start = url.indexOf('?');
  if (start < 0) return;
  for (const pair of url.slice(start + 1).split('&')) {
    try {
      decodeURIComponent(pair.replaceAll('+', ' '));
    } catch {
      const key = pair.split('=')[0] ?? '';
      throw new InputError([
        {
          field: `querystring${/^[\w.-]+$/.test(key) ? `.${key}` : ''}`,
          rule: 'url_encoding',
          message: 'is not validly percent-encoded UTF-8',
        },
      ]);
    }
  }
}

/**
 * The shared input rules (packages/shared/src/text.ts) at the root, before any route's schema: a JSON parser in
 * place of Fastify's that refuses what the database would reject or silently change, and a hook applying the
 * same rules to params, query and any other parsed body (the provider's form posts, plain text).
 */
export const inputPlugin = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      try {
        const value = parseJsonBody(body as Buffer);
        if (typeof value === 'object' && value !== null) checked.add(value);
        done(null, value);
      } catch (error) {
        done(error as Error, undefined);
      }
    });

    // docs/api.md: a request without a body means `{}` wherever the body has no required field (state moves,
    // all-optional updates), one rule for every route instead of each declaring `.nullish()` by hand.
    app.decorate('emptyBodyRoutes', []);
    app.addHook('onRoute', (route) => {
      if (!acceptsEmptyObject(route.schema?.body)) return;
      route.config = { ...route.config, emptyBodyIsObject: true };
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.emptyBodyRoutes.push(`${method} ${route.url}`);
      }
    });
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.routeOptions.config.emptyBodyIsObject && sentNoBody(request)) request.body = {};
      done();
    });

    // A refusal is thrown: the hook runner answers it as it would a rejected promise.
    app.addHook('preValidation', (request, _reply, done) => {
      // Sign-in answers bad input with a redirect to `/` (item 4's rule for callbackUrl), not with a 400.
      if (!isApiPath(request.url) || request.url.startsWith('/api/auth/')) return done();
      assertClean(request.params, 'params');
      refuseBadQueryEncoding(request.url);
      assertClean(request.query, 'querystring');
      const { body } = request;
      if (!Buffer.isBuffer(body) && !(typeof body === 'object' && body !== null && checked.has(body)))
        assertClean(body, 'body');
      refuseUndeclared(request);
      done();
    });
  },
  { name: 'input' },
);
