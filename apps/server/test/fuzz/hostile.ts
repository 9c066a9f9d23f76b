import fc from 'fast-check';
import { bodyPoisons, entries, type Hostile, type Json, setAt, type Target, urlOf } from './poisons.ts';

type Poison = fc.Arbitrary<(body: Json | undefined) => Hostile>;

const word = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);
/** Escapes that decode to NUL, or to nothing at all (a UTF-8 surrogate, a stray byte, a broken escape). */
const BAD_ESCAPES = ['%00', 'a%00b', '%ED%A0%80', '%ED%B0%80', '%FF', '%C0%AF', '%zz', '%', '%E4%BA'];

const withBody = (target: Target, body: Json | undefined) =>
  target.body === undefined && body === undefined
    ? {}
    : { contentType: 'application/json', payload: JSON.stringify(body ?? {}) };

/**
 * Poisons in the URL while the body stays the route's own (noisy) body: the query of a write names no field
 * (so any key is unknown), breaks the text rule or the encoding; a param breaks the text rule, the encoding or
 * the router's length limit.
 */
function urlPoisons(target: Target): Poison[] {
  const poisons: Poison[] = [
    fc.tuple(word, fc.constantFrom(...BAD_ESCAPES), fc.boolean()).map(([key, bad, inKey]) => (body) => ({
      poison: 'query_text',
      url: urlOf(target, {}, inKey ? `?${key}${bad}=1` : `?${key}=${bad}`),
      ...withBody(target, body),
    })),
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'limit', 'space', 'key'), word)
      .map(([key, value]) => (body) => ({
        poison: 'query_key',
        url: urlOf(target, {}, `?${key}=${value}`),
        ...withBody(target, body),
      })),
  ];
  const names = Object.keys(target.params);
  if (names.length)
    poisons.push(
      fc
        .tuple(
          fc.constantFrom(...names),
          fc.oneof(
            fc.constantFrom(...BAD_ESCAPES),
            fc.integer({ min: 101, max: 400 }).map((n) => 'k'.repeat(n)),
          ),
        )
        .map(([name, bad]) => (body) => ({
          poison: 'param',
          url: urlOf(target, { [name]: bad }),
          ...withBody(target, body),
        })),
    );
  return poisons;
}

const BOUNDARY = 'fuzzboundaryQ7x';
const part = (name: string, content: string, type = 'text/plain') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="f.txt"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;

/**
 * An upload is valid for any bytes, so its poisons are in the framing: multipart without a boundary, bytes that
 * are not multipart, no `file` field or two, a media type that is not one, and the query poisons.
 */
function uploadPoisons(target: Target): Poison[] {
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  const upload = (poison: string, contentType: string, payload: string | Buffer) => () => ({
    poison,
    url: urlOf(target),
    contentType,
    payload,
  });
  return [
    fc
      .uint8Array({ maxLength: 64 })
      .map((bytes) => upload('no_boundary', 'multipart/form-data', Buffer.from(bytes))),
    fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .filter((bytes) => !Buffer.from(bytes).includes(`--${BOUNDARY}`))
      .map((bytes) => upload('not_multipart', multipart, Buffer.from(bytes))),
    fc
      .tuple(
        word.filter((name) => name !== 'file'),
        fc.boolean(),
      )
      .map(([name, twice]) =>
        upload(
          'file_field',
          multipart,
          `${twice ? part('file', 'a') + part('file', 'b') : part(name, 'a')}--${BOUNDARY}--`,
        ),
      ),
    fc
      .constantFrom('image/', '/png', 'image/png;;', 'text/plain; charset', 'a b/c', `${'x'.repeat(300)}/y`)
      .chain((type) =>
        fc.constantFrom(
          upload('media_type', type, 'bytes'),
          upload('media_type', multipart, `${part('file', 'a', type)}--${BOUNDARY}--`),
        ),
      ),
    ...urlPoisons(target),
  ];
}

const noiseValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 20, unit: 'grapheme' }),
  fc.constantFrom<Json>(1e308, -1e308, 0, -1, 0.5, 'NaN', '1e308', '', '　', '０', null, true, [], {}),
);

/**
 * Hostile requests for one route: up to three random changes to its valid body (noise that may or may not
 * make it invalid), then one poison that certainly does. The poison comes last, so noise can never repair it.
 */
export function hostileRequests(target: Target): fc.Arbitrary<Hostile> {
  const paths = entries(target.body).map((entry) => entry.path);
  const noise = paths.length
    ? fc.array(fc.tuple(fc.constantFrom(...paths), noiseValue), { maxLength: 3 })
    : fc.constant([] as [(string | number)[], unknown][]);
  const poisons = target.upload ? uploadPoisons(target) : [...bodyPoisons(target), ...urlPoisons(target)];
  return fc.tuple(noise, fc.oneof(...poisons)).map(([changes, poison]) => {
    let body = target.body;
    for (const [path, value] of changes) body = setAt(body, path, value as Json);
    return poison(body);
  });
}
