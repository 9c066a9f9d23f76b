/**
 * Helpers for typing answers from the shared zod response schemas (packages/shared). Types only:
 * the web does not parse answers; the server's serializer is the one that checks them.
 */

/**
 * `Out` (a response schema's `z.output`) with some fields narrowed, typically a `string` the schema declares
 * loosely to the literal union the web switches on. Each field of `N` must exist in `Out` and be assignable to it,
 * so only a narrowing compiles: a field the schema drops, renames or makes nullable breaks the build here.
 */
export type Narrowed<Out, N extends { [K in keyof N]: K extends keyof Out ? Out[K] : never }> = Omit<
  Out,
  keyof N
> &
  N;
