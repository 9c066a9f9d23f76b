import fc from 'fast-check';
import { tariffBody } from './support.ts';

/**
 * Generators of bodies that are certainly wrong: random noise on a valid body (random values at random paths),
 * then one "poison" that the contract must refuse whatever the noise did. The poison comes last, so noise can
 * never repair it.
 */
type Body = Record<string, unknown>;

const paths = [
  ['title'],
  ['title', 'jp'],
  ['summary', 'en'],
  ['category'],
  ['prefecture'],
  ['tags'],
  ['tags', 0],
  ['currency'],
  ['tax'],
  ['tax', 'rate'],
  ['validity', 'from'],
  ['blackout', 0],
  ['seasons', 0, 'name'],
  ['seasons', 1, 'to'],
  ['rates', 0, 'adult'],
  ['rates', 1, 'unit'],
  ['rates', 2, 'pax_max'],
  ['cancellation', 0, 'fee_percent'],
  ['images'],
  ['visibility'],
] as const;

function setAt(target: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const node = (typeof target === 'object' && target !== null ? target : {}) as Record<
    string | number,
    unknown
  >;
  const copy = Array.isArray(node) ? [...node] : { ...node };
  (copy as Record<string | number, unknown>)[head] = setAt(node[head], rest, value);
  return copy;
}

const noise = fc.array(
  fc.tuple(fc.constantFrom(...paths), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 30 }))),
  { maxLength: 3 },
);

/** Each poison breaks one rule of the tariff contract for sure. */
const poisons: fc.Arbitrary<(body: Body) => unknown> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }).map((key) => (b: Body) => ({ ...b, [`x_${key}`]: 1 })),
  fc.integer({ min: -1e12, max: -1 }).map((n) => (b: Body) => setAt(b, ['rates', 0, 'adult'], n)),
  fc
    .double({ min: 1e10 + 1, max: 1e300, noNaN: true })
    .map((n) => (b: Body) => setAt(b, ['rates', 0, 'child'], n)),
  fc
    .integer({ min: 2, max: 999 })
    .map((n) => (b: Body) => setAt(setAt(b, ['rates', 0, 'pax_min'], n), ['rates', 0, 'pax_max'], n - 1)),
  fc.constant((b: Body) => setAt(b, ['seasons', 1, 'from'], '2027-06-01')),
  fc.constant((b: Body) => setAt(b, ['validity'], { from: '2027-12-31', to: '2027-01-01' })),
  fc.constantFrom('00', '48', 'ab', 26, null).map((p) => (b: Body) => setAt(b, ['prefecture'], p)),
  fc.integer({ min: 201, max: 5000 }).map((n) => (b: Body) => setAt(b, ['title', 'jp'], '京'.repeat(n))),
  fc.constantFrom(123, 'x', [1], true, {}).map((v) => (b: Body) => setAt(b, ['rates'], v)),
  fc.constant((b: Body) => setAt(b, ['tax', 'included'], 'yes')),
  fc.constant((b: Body) => setAt(b, ['title', 'en'], 'a\u0000b')),
  fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.jsonValue())).map((v) => () => v),
);

/** A malformed tariff body: `withSpace` adds the create's `space`, `partial` drops random fields first. */
export function malformedTariff(extra: Body = {}): fc.Arbitrary<unknown> {
  return fc.tuple(noise, poisons).map(([changes, poison]) => {
    let body: unknown = { ...tariffBody(), ...extra };
    for (const [path, value] of changes) body = setAt(body, path, value);
    return poison(body as Body);
  });
}

/** A malformed body for `PATCH /api/tariff/{id}/{state}` with a real target (so only the body is wrong). */
export const malformedTransition: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    note: fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(''),
      fc.string({ minLength: 1001, maxLength: 1100 }),
    ),
  }),
  fc.dictionary(
    fc.string({ minLength: 1, maxLength: 8 }).filter((k) => k !== 'note'),
    fc.jsonValue(),
    { minKeys: 1, maxKeys: 3 },
  ),
  fc.oneof(fc.integer(), fc.string({ minLength: 1 }), fc.array(fc.jsonValue(), { minLength: 1 })),
);

/** A state target that is none of the states or actions. */
export const unknownState = fc
  .string({ minLength: 1, maxLength: 20 })
  .filter(
    (s) =>
      /^[\w-]+$/.test(s) &&
      !/^(draft|submit|submitted|publish|published|return|returned|suspend|suspended|reinstate|archive|archived)$/.test(
        s,
      ),
  );

const HEADER = 'key,title_jp,category,prefecture,valid_from,valid_to,rates';
const goodRow = ',良い行,activity,26,2027-01-01,2027-12-31,;per_person;1-4;1000;';

/** A CSV import whose rows include at least one that must fail; the good rows must not be written either. */
export const malformedCsv: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 8 }), { maxLength: 3 }),
    fc.constantFrom(
      ',悪い行,activity,99,2027-01-01,2027-12-31,',
      ',悪い行,activity,26,2027-12-31,2027-01-01,',
      ',悪い行,activity,26,2027-01-01,2027-12-31,;per_person;9-1;1000;',
      ',悪い行,activity,26,2027-01-01,2027-12-31,;per_person;1-4;-1;',
      ',悪い行,spa,26,2027-01-01,2027-12-31,',
      '"unterminated',
    ),
  )
  .map(([rows, bad]) => [HEADER, goodRow, ...rows.map((cells) => cells.join(',')), bad].join('\n'));

/** A malformed event body. */
export const malformedEvent = (space: string): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.record({
      space: fc.constant(space),
      title: fc.jsonValue(),
      dates: fc.jsonValue(),
      extra: fc.jsonValue(),
    }),
    fc.constant({ space, title: { jp: '祭' }, dates: { from: '2027-02-01', to: '2027-01-01' } }),
    fc
      .string({ minLength: 201, maxLength: 400 })
      .map((t) => ({ space, title: { jp: t }, dates: { from: '2027-01-01', to: '2027-01-02' } })),
    fc.constant({
      space,
      title: { jp: '祭' },
      dates: { from: '2027-01-01', to: '2027-01-02' },
      prefecture: '48',
    }),
    fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
  );
