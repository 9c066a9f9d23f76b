import { coreCalls, coreEndpoints, identity, session } from '@tourtariff/shared';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachDatabase } from './helper.ts';

type Json = Record<string, unknown>;
type Operation = {
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
};

/**
 * A zod schema as the OpenAPI document writes it: draft 2020-12, as fastify-type-provider-zod asks zod, and a
 * `const` as the one-value `enum` @fastify/swagger writes for it.
 */
const jsonOf = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return JSON.parse(JSON.stringify(rest), (_key, value) => {
    if (!value || typeof value !== 'object' || !('const' in value)) return value;
    const { const: only, ...others } = value;
    return { ...others, enum: [only] };
  });
};

// Routes under /core whose answers are not JSON: the notification event stream and a Token Status List (a JWT).
const notJson = ['GET /core/notify/events', 'GET /core/status/{list}'];

describeEachDatabase('the /core OpenAPI document is generated from the shared contracts', (ctx) => {
  it('lists every core route, each with the request and response schema of its contract', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/core/'))
      .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
    const listed = routes.map(({ path, method }) => `${method.toUpperCase()} ${path}`).sort();
    const declared = [
      ...Object.keys(coreCalls).map((call) => `POST /core/${call}`),
      ...Object.keys(coreEndpoints),
      ...notJson,
    ].sort();
    expect(listed).toEqual(declared);

    const bodyOf = (op: Operation) => op.requestBody?.content['application/json']?.schema;
    const answerOf = (op: Operation) => op.responses['200']?.content?.['application/json']?.schema as Json;
    // The envelope's `data` is the refusal's data or the call's own (core/route.ts).
    const dataOf = (op: Operation) => {
      const data = (answerOf(op).properties as Record<string, { anyOf: Json[] }>).data;
      return data?.anyOf.find((branch) => !(branch.required as string[] | undefined)?.includes('code'));
    };
    for (const [call, contract] of Object.entries(coreCalls)) {
      const op = doc.paths[`/core/${call}`]?.post as Operation;
      expect(bodyOf(op), call).toEqual(jsonOf(contract.body, 'input'));
      expect(dataOf(op), call).toEqual(jsonOf(contract.data, 'output'));
    }
    for (const [route, contract] of Object.entries(coreEndpoints)) {
      const [method = '', path = ''] = route.split(' ');
      const op = doc.paths[path]?.[method.toLowerCase()] as Operation;
      if ('body' in contract) expect(bodyOf(op), route).toEqual(jsonOf(contract.body, 'input'));
      else expect(bodyOf(op), route).toBeUndefined();
      if ('answer' in contract) expect(answerOf(op), route).toEqual(jsonOf(contract.answer, 'output'));
      if ('data' in contract) expect(dataOf(op), route).toEqual(jsonOf(contract.data, 'output'));
    }
  });

  it('describes the identity and the session with the shared identity/session contract', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answer = (path: string, method: string) =>
      doc.paths[path][method].responses['200'].content['application/json'].schema;
    expect(answer('/api/auth/session', 'get')).toEqual(jsonOf(session, 'output'));
    expect(answer('/auth/me', 'post')).toEqual(jsonOf(identity, 'output'));
    expect(answer('/core/users/set', 'post').properties.data.anyOf).toContainEqual(
      jsonOf(identity, 'output'),
    );
  });
});
