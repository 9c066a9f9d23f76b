import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFast, responseSerializerCompiler, shareAnswer } from './serializer.ts';

const both = (schema: z.ZodType) => ({
  compiled: responseSerializerCompiler({ schema, method: 'GET', url: '/x' }),
  zod: zodSerializerCompiler({ schema, method: 'GET', url: '/x' } as never) as (data: unknown) => string,
});

describe('the compiled response serializer (docs/decisions/0009-response-serializer.md)', () => {
  const card = z.object({
    key: z.string(),
    note: z.string().nullable().optional(),
    image: z.object({ cid: z.string(), alt: z.string().optional() }).nullable(),
    count: z.number().int(),
    tags: z.array(z.object({ jp: z.string(), en: z.string() })),
    extra: z.record(z.string(), z.number()),
    kind: z.union([
      z.object({ kind: z.literal('a'), a: z.number() }),
      z.object({ kind: z.literal('b'), b: z.string() }),
    ]),
    loose: z.unknown().optional(),
    last: z.boolean(),
  });

  it.each([
    [
      'optional before required, fields stripped',
      {
        last: true,
        key: 'k',
        note: 'n',
        image: null,
        count: 2,
        tags: [{ jp: 'j', en: 'e', x: 1 }],
        extra: { a: 1 },
        kind: { kind: 'b', b: 'x', z: 0 },
        secret: 's',
      },
    ],
    [
      'nulls kept, undefined left out',
      {
        key: 'k',
        note: null,
        image: { cid: 'c', drop: 1 },
        count: 0,
        tags: [],
        extra: {},
        kind: { kind: 'a', a: 1 },
        loose: undefined,
        last: false,
      },
    ],
    [
      'escapes and unknown values as JSON.stringify writes them',
      {
        key: '"\\\n\u2028\ud800',
        image: null,
        count: -3,
        tags: [],
        extra: { 'a"b': 1.5 },
        kind: { kind: 'a', a: 0 },
        loose: { at: new Date(0), n: [1, null] },
        last: true,
      },
    ],
  ])('writes what zod wrote: %s', (_name, data) => {
    const { compiled, zod } = both(card);
    expect(compileFast(card)).toBeDefined();
    expect(compiled(data)).toBe(zod(data));
  });

  it.each([
    ['a transform', z.object({ a: z.string().transform((v) => v.length) })],
    ['a default', z.object({ a: z.string().default('x') })],
    ['a string rewritten by trim', z.object({ a: z.string().trim() })],
    ['a Date', z.object({ a: z.date() })],
    ['an intersection', z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() }))],
    [
      'a union branch whose optional field comes first',
      z.union([z.object({ a: z.string().optional(), b: z.string() }), z.null()]),
    ],
  ])('keeps zod for %s', (_name, schema) => {
    expect(compileFast(schema)).toBeUndefined();
  });

  it('hands an answer it refuses to zod, which refuses it as before', () => {
    const schema = z.object({
      items: z.array(z.union([z.object({ a: z.number() }), z.object({ b: z.string() })])),
    });
    const { compiled } = both(schema);
    expect(() => compiled({ items: [{ c: 1 }] })).toThrow();
  });

  it('builds the serializer of a route on its first answer, once, not when the route is declared', () => {
    let reads = 0;
    const schema = z.object({ a: z.string() });
    const route = {
      method: 'GET',
      url: '/thing',
      httpStatus: '200',
      get schema() {
        reads += 1;
        return schema;
      },
    };
    const serialize = responseSerializerCompiler(route);
    expect(reads).toBe(0);
    expect(serialize({ a: 'x', b: 'left out' })).toBe('{"a":"x"}');
    const built = reads;
    expect(built).toBeGreaterThan(0);
    expect(serialize({ a: 'y' })).toBe('{"a":"y"}');
    expect(reads).toBe(built);
  });

  it('writes a shared answer once, as UTF-8 bytes, and an ordinary one afresh each time as text', () => {
    const schema = z.object({ title: z.string(), price: z.number() });
    const { compiled } = both(schema);
    const other = both(schema).compiled;
    const kept = shareAnswer({ title: '嵐山 竹林', price: 8000, dropped: true });
    const bytes = compiled(kept) as unknown as Buffer;
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.toString('utf8')).toBe('{"title":"嵐山 竹林","price":8000}');
    expect(compiled(kept)).toBe(bytes);
    // Another route (or status) writes it by its own schema, into its own bytes.
    expect(other(kept)).not.toBe(bytes);
    expect((other(kept) as unknown as Buffer).equals(bytes)).toBe(true);
    const fresh = { title: '嵐山', price: 1 };
    expect(compiled(fresh)).toBe('{"title":"嵐山","price":1}');
    fresh.price = 2;
    expect(compiled(fresh)).toBe('{"title":"嵐山","price":2}');
  });
});
