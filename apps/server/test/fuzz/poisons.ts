import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Path = (string | number)[];

/** One write route as the fuzz calls it: real params, a valid body when one is known, the JSON-free subtrees. */
export type Target = {
  method: string;
  /** The body is the uploaded file itself (`POST /api/ipfs`): any bytes are valid, so only framing can break. */
  upload?: boolean;
  route: string;
  params: Record<string, string>;
  /** A body the route accepts; absent for a route that takes none (or a new route nobody described yet). */
  body?: Json;
  /** Subtrees where any JSON is valid (short-link data, query filters): no type poison lands there. */
  free?: Path[];
};

/** One hostile request; `payload` undefined sends no body at all. */
export type Hostile = { poison: string; url: string; contentType?: string; payload?: string | Buffer };

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets `value` at `path`, making containers on the way; defineProperty so `__proto__` stays an own key. */
export function setAt(target: Json | undefined, path: Path, value: Json): Json {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const node = typeof target === 'object' && target !== null ? target : {};
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<string | number, Json>;
  const child = (node as Record<string | number, Json>)[head];
  Object.defineProperty(copy, head, {
    value: setAt(Object.hasOwn(node, head) ? child : undefined, rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy as Json;
}

/** Every path under `body` with its value, containers included, the root excluded. */
export function entries(body: Json | undefined, at: Path = []): { path: Path; value: Json }[] {
  if (Array.isArray(body))
    return body.flatMap((item, i) => [{ path: [...at, i], value: item }, ...entries(item, [...at, i])]);
  if (isObject(body))
    return Object.entries(body).flatMap(([key, item]) => [
      { path: [...at, key], value: item },
      ...entries(item, [...at, key]),
    ]);
  return [];
}

const within = (path: Path, free: Path[]) =>
  free.some((prefix) => prefix.every((segment, i) => path[i] === segment));

/** A URL of the target with its params (already percent-encoded where given so) and an optional query. */
export function urlOf(target: Target, params: Record<string, string> = {}, query = ''): string {
  const path = target.route.replace(/:(\w+)/g, (_, name: string) =>
    name in params ? (params[name] ?? '') : encodeURIComponent(target.params[name] ?? 'x'),
  );
  return `${path}${query}`;
}

const json = (target: Target, poison: string, body: Json): Hostile => ({
  poison,
  url: urlOf(target),
  contentType: 'application/json',
  payload: JSON.stringify(body),
});

const HUGE = [1e308, -1e308, Number.MAX_VALUE, -Number.MAX_VALUE, 1e300, 2 ** 53 + 2, -(2 ** 60)];
const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', '1e308', '0x10', '', ' 1 ', '１２３'];
const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];
/** A surrogate code unit inserted alone: a well-formed string then holds an odd number of them, so one is lone. */
const loneSurrogate = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdbff }),
  fc.integer({ min: 0xdc00, max: 0xdfff }),
);
const word = fc.string({ minLength: 1, maxLength: 8, unit: 'grapheme-ascii' });

/** `depth` containers around a value: far past the parser's limit of 32. */
const nest = (depth: number, arrays: boolean): Json => {
  let value: Json = 1;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
};

const insertAt = (text: string, position: number, inserted: string) => {
  const at = position % (text.length + 1);
  return `${text.slice(0, at)}${inserted}${text.slice(at)}`;
};

/**
 * What breaks a body whatever the route: every arbitrary yields a function from the (noisy) body to a request
 * the contract must refuse — the shared text rule, depth and key rules at the parser, strict schemas (unknown
 * keys), types, bounds, syntax and content type. Type and range poisons only land outside `free`.
 */
export function bodyPoisons(target: Target): fc.Arbitrary<(body: Json | undefined) => Hostile>[] {
  const free = target.free ?? [];
  // A null leaf is a nullable field of unknown type: any value might be valid there, so no type poison lands on it.
  const typed = entries(target.body).filter((e) => e.value !== null && !within(e.path, free));
  const strings = entries(target.body).filter((e) => typeof e.value === 'string');
  const objects: Path[] = [
    [],
    ...entries(target.body)
      .filter((e) => isObject(e.value))
      .map((e) => e.path),
  ];
  const numbers = typed.filter((e) => typeof e.value === 'number');
  const root = (body: Json | undefined) => (isObject(body) ? body : {});

  const poisons: fc.Arbitrary<(body: Json | undefined) => Hostile>[] = [
    word.map((key) => (body) => json(target, 'unknown_key', setAt(root(body), [`x_${key}`], 1))),
    fc
      .tuple(
        fc.constantFrom(...objects),
        word,
        fc.nat(),
        fc.constantFrom('\u0000', 'a\u0000', '\u0000\u0000'),
      )
      .map(
        ([at, key, n, nul]) =>
          (body) =>
            json(target, 'nul_key', setAt(root(body), [...at, insertAt(key, n, nul)], 'v')),
      ),
    fc.tuple(fc.constantFrom(...objects), word, loneSurrogate).map(
      ([at, key, unit]) =>
        (body) =>
          json(
            target,
            'surrogate_key',
            setAt(root(body), [...at, `${key}${String.fromCharCode(unit)}`], 'v'),
          ),
    ),
    fc.tuple(fc.constantFrom(...objects), fc.constantFrom(...FORBIDDEN), fc.jsonValue({ maxDepth: 1 })).map(
      ([at, key, value]) =>
        (body) =>
          json(target, 'forbidden_key', setAt(root(body), [...at, key], value as Json)),
    ),
    fc.tuple(fc.constantFrom(...objects), fc.integer({ min: 33, max: 120 }), fc.boolean()).map(
      ([at, depth, arrays]) =>
        (body) =>
          json(target, 'max_depth', setAt(root(body), [...at, 'deep'], nest(depth, arrays))),
    ),
    fc
      .constantFrom<Json>(null, true, 0, 1e308, -1e308, 'NaN', '', [], [{}], 'x')
      .map((value) => () => json(target, 'not_an_object', value)),
    fc
      .constantFrom(
        'truncated',
        '{"a":1,}',
        "{'a':1}",
        '{"a":NaN}',
        '{"a":undefined}',
        '{"a":"\u0001"}',
        '{"a":1}}',
        '\ufeff\ufeff{}',
        '[1,]',
        '{"a":01}',
      )
      .map((text) => (body) => ({
        poison: 'json_syntax',
        url: urlOf(target),
        contentType: 'application/json',
        payload: text === 'truncated' ? JSON.stringify(root(body)).slice(0, -1) : text,
      })),
    fc
      .constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'application/octet-stream',
        'image/png',
        'text/html; charset=utf-8',
      )
      .map((contentType) => (body) => ({
        poison: 'content_type',
        url: urlOf(target),
        contentType,
        payload: JSON.stringify(root(body)),
      })),
  ];
  if (strings.length)
    poisons.push(
      fc
        .tuple(
          fc.constantFrom(...strings),
          fc.nat(),
          fc.oneof(
            fc.constant('\u0000'),
            loneSurrogate.map((u) => String.fromCharCode(u)),
          ),
        )
        .map(([leaf, n, bad]) => (body) => {
          const poison = bad === '\u0000' ? 'nul' : 'lone_surrogate';
          return json(target, poison, setAt(body, leaf.path, insertAt(String(leaf.value), n, bad)));
        }),
    );
  else
    poisons.push(
      fc
        .constantFrom('a\u0000b', '\ud800', 'x\udfff', '京都\udc00')
        .map((bad) => (body) => json(target, 'bad_text', setAt(root(body), ['text'], bad))),
    );
  if (typed.length)
    poisons.push(
      fc.tuple(fc.constantFrom(...typed), fc.constantFrom(...HUGE)).map(
        ([leaf, n]) =>
          (body) =>
            json(target, 'huge_number', setAt(body, leaf.path, n)),
      ),
      fc.tuple(fc.constantFrom(...typed), fc.nat()).map(
        ([leaf, n]) =>
          (body) =>
            json(target, 'wrong_type', setAt(body, leaf.path, otherType(leaf.value, n))),
      ),
    );
  if (numbers.length)
    poisons.push(
      fc.tuple(fc.constantFrom(...numbers), fc.constantFrom(...NAN_LIKE)).map(
        ([leaf, text]) =>
          (body) =>
            json(target, 'nan_like', setAt(body, leaf.path, text)),
      ),
    );
  return poisons;
}

/** A value of another JSON type than `value`; never null, which a nullable field would take. */
function otherType(value: Json, n: number): Json {
  const kinds: Json[] = ['1', 1, true, [], {}];
  const kind = (v: Json) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
  const others = kinds.filter((candidate) => kind(candidate) !== kind(value));
  return others[n % others.length] ?? [];
}
