import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, expect, test, vi } from 'vitest';

/*
 * The compiled response serializer (kit/serializer.ts, docs/decisions/0009-response-serializer.md) must write what
 * zod's serializer wrote, byte for byte. Every answer of the suites imported below goes through both; the compiled
 * one's answer is sent, and any difference is kept and fails the file at the end.
 */
const seen = vi.hoisted(() => ({
  answers: 0,
  compiled: new Set<string>(),
  routes: new Set<string>(),
  differences: [] as { route: string; zod: string; compiled: string }[],
}));

vi.mock('../../src/kit/serializer.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/kit/serializer.ts')>();
  return {
    ...real,
    responseSerializerCompiler: (route: Parameters<typeof real.responseSerializerCompiler>[0]) => {
      const name = `${route.method} ${route.url} ${route.httpStatus}`;
      const compiled = real.responseSerializerCompiler(route);
      const zod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as (
        d: unknown,
      ) => string;
      return (data: unknown) => {
        const written: string | Buffer = compiled(data);
        // A shared answer is written as bytes (shareAnswer): compared as the text they hold.
        const answer = Buffer.isBuffer(written) ? written.toString('utf8') : written;
        let old: string;
        try {
          old = zod(data);
        } catch (error) {
          old = `zod refused: ${(error as Error).message}`;
        }
        seen.answers += 1;
        seen.routes.add(name);
        if (answer !== old) seen.differences.push({ route: name, zod: old, compiled: answer });
        return written;
      };
    },
  };
});

// Suites with many routes and answer shapes: search and reads, writes, partners' terms, conversations, core users.
await import('../tariffs/search.test.ts');
await import('../tariffs/edit.test.ts');
await import('../tariffs/transitions.test.ts');
await import('../partners/agreements.test.ts');
await import('../partners/price-filter.test.ts');
await import('../messenger/conversations.test.ts');
await import('../messenger/inquiries.test.ts');
await import('../core/users.test.ts');
await import('../core/acl.test.ts');

afterAll(() => {
  // vitest reports a failed afterAll as the file's failure.
  expect(seen.differences.slice(0, 5)).toEqual([]);
  expect(seen.answers).toBeGreaterThan(200);
  expect(seen.routes.size).toBeGreaterThan(40);
  console.info(
    `serializer equivalence: ${seen.answers} answers on ${seen.routes.size} routes, no difference`,
  );
});

test('the compiled serializer is checked against zod for every answer of the suites above', () => {
  expect(seen).toBeDefined();
});
