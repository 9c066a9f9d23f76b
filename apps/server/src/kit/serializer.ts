import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/*
 * How every route's answer becomes JSON (docs/decisions/0009-response-serializer.md). The response schema is
 * turned once per route into a JSON Schema and compiled by fast-json-stringify, which writes only the fields the
 * schema lists — what zod's strip does — without checking every value again: the answers come from our own
 * services and stored documents that were validated when written. A schema whose output JSON Schema cannot say
 * exactly (a transform, a default, a string rewritten by trim or case, a Date, a custom check) keeps zod's
 * serializer, and so does any answer the compiled one refuses.
 */

type RouteSchema = {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
  contentType?: string;
};
type Serialize = (data: unknown) => string;

/** zod kinds whose output JSON Schema describes exactly; any other kind anywhere in a schema keeps zod's path. */
const FAITHFUL = new Set([
  'object',
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'array',
  'optional',
  'nullable',
  'union',
  'record',
  'unknown',
  'any',
  'never',
  'lazy',
  'readonly',
]);

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  keyType?: $ZodType;
  valueType?: $ZodType;
  getter?: () => $ZodType;
};

/** Whether every part of `schema` is of a kind its JSON Schema renders faithfully for fast-json-stringify. */
export function isFaithful(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (!FAITHFUL.has(def.type)) return false;
  // trim, toLowerCase and the like rewrite the value: an `overwrite` check.
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return false;
  const parts: ($ZodType | undefined)[] = [
    def.catchall,
    def.element,
    def.innerType,
    def.keyType,
    def.valueType,
  ];
  if (def.shape) parts.push(...Object.values(def.shape));
  if (def.options) parts.push(...def.options);
  if (def.getter) parts.push(def.getter());
  return parts.every((part) => part === undefined || isFaithful(part, seen));
}

type JsonSchema = { [key: string]: unknown };

/** A schema fast-json-stringify would write in another key order than zod: zod's serializer keeps it. */
class OrderWouldChange extends Error {}

/**
 * What fast-json-stringify is given.
 * - `additionalProperties: false` goes: fast-json-stringify leaves unlisted fields out anyway, and a union's branch
 *   is chosen by validating the raw answer, which zod's strip accepts with extra fields.
 * - `required` goes outside union branches: fast-json-stringify writes required fields first, zod writes the
 *   schema's order. Inside a branch it stays (it decides the branch, as in zod) and must already be a prefix of
 *   the properties, else the order would change and the schema keeps zod's serializer.
 */
export function forStringify(node: unknown, inBranch = false): unknown {
  if (Array.isArray(node)) return node.map((item) => forStringify(item, inBranch));
  if (node === null || typeof node !== 'object') return node;
  const orNull = valueOrNull(node as JsonSchema);
  if (orNull) return forStringify(orNull, inBranch);
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    if (key === '$schema') continue;
    if (key === 'required' && !inBranch) continue;
    const branch = inBranch || key === 'anyOf' || key === 'oneOf' || key === 'definitions' || key === '$defs';
    out[key] = forStringify(value, branch);
  }
  if (inBranch && Array.isArray(out.required) && out.properties && typeof out.properties === 'object') {
    const required = out.required as string[];
    const leading = Object.keys(out.properties).slice(0, required.length);
    if (!leading.every((key) => required.includes(key))) throw new OrderWouldChange();
  }
  return out;
}

/**
 * `anyOf: [X, null]` (zod's nullable) as X with `null` among its types: no branch to choose, so no validation of
 * the answer and no key-order question; fast-json-stringify writes null for null.
 */
function valueOrNull(node: JsonSchema): JsonSchema | undefined {
  const anyOf = node.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(node).some((key) => key !== 'anyOf'))
    return undefined;
  const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1;
  const other = (anyOf as JsonSchema[]).find((branch) => !isNull(branch));
  if (!other || !(anyOf as JsonSchema[]).some(isNull) || typeof other.type !== 'string') return undefined;
  return { ...other, type: [other.type, 'null'] };
}

function zodOf(maybeSchema: unknown): $ZodType | undefined {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  return properties instanceof $ZodType ? properties : undefined;
}

/**
 * One compiled serializer per schema object: the shared error answers are declared on every route for each of
 * their statuses, and compiling each once keeps start-up short.
 */
const compiled = new WeakMap<$ZodType, Serialize | undefined>();

/** The compiled serializer for `schema`, or undefined when only zod's can say it exactly. */
export function compileFast(schema: $ZodType): Serialize | undefined {
  if (!compiled.has(schema)) compiled.set(schema, compileOnce(schema));
  return compiled.get(schema);
}

function compileOnce(schema: $ZodType): Serialize | undefined {
  if (!isFaithful(schema)) return undefined;
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'ref',
    });
  } catch {
    return undefined;
  }
  try {
    return fastJson(forStringify(json) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch (error) {
    if (error instanceof OrderWouldChange) return undefined;
    throw error;
  }
}

/**
 * Fastify's serializer compiler (app.ts): the compiled serializer when faithful, zod's otherwise or on refusal.
 * Each is built on the route's first answer of that status, not at start: most routes answer rarely, and the
 * compiled functions' source and code of every route and status were several megabytes of every process
 * (docs/performance.md "Memory"). `test/serializer/compile-all.test.ts` builds every one, so none fails late.
 */
export function responseSerializerCompiler(route: RouteSchema): Serialize {
  let serialize: Serialize | undefined;
  // A shared answer's bytes, per route and status: another route may write the same object otherwise.
  const written = new WeakMap<object, Buffer>();
  return (data) => {
    serialize ??= buildSerializer(route);
    if (!sharedAnswers.has(data as object)) return serialize(data);
    let bytes = written.get(data as object);
    if (!bytes) {
      bytes = Buffer.from(serialize(data));
      written.set(data as object, bytes);
      sharedBytes.add(bytes);
    }
    // Fastify sends a Buffer as it is, its length the Content-Length (the type says string: either is sent).
    return bytes as unknown as string;
  };
}

/** Answers kept and handed to many requests unchanged (shareAnswer), and the bytes written for them. */
const sharedAnswers = new WeakSet<object>();
const sharedBytes = new WeakSet<Buffer>();

/** Whether `payload` is the written bytes of a shared answer, sent unchanged again (compress-once.ts keeps its compressed forms). */
export const isSharedBytes = (payload: unknown): payload is Buffer =>
  Buffer.isBuffer(payload) && sharedBytes.has(payload);

/**
 * Marks an answer that is kept and handed unchanged to many requests (the read cache's, docs/decisions/0002-read-cache.md)
 * so that its JSON is written once, as UTF-8 bytes, and sent again as they are: a repeated read's serializing,
 * encoding and measuring of the text was a third of its CPU (docs/performance.md "API throughput"). The answer
 * must never change after it is first sent, as every kept value of the read cache.
 */
export function shareAnswer<T extends object>(answer: T): T {
  sharedAnswers.add(answer);
  return answer;
}

/** The serializer of one route and status, built now. */
export function buildSerializer(route: RouteSchema): Serialize {
  const zodSerialize = zodSerializerCompiler(
    route as Parameters<typeof zodSerializerCompiler>[0],
  ) as Serialize;
  const schema = zodOf(route.schema);
  const fast = schema ? compileFast(schema) : undefined;
  if (!fast) return zodSerialize;
  return (data) => {
    try {
      return fast(data);
    } catch {
      // A missing required field or a value of the wrong kind: zod's serializer answers as before (its error).
      return zodSerialize(data);
    }
  };
}
