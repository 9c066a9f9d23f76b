import { afterAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';

/*
 * Response serializers are built on a route's first answer (kit/serializer.ts), not at start. Building every
 * route's and status's here keeps what a start used to prove: no schema makes its serializer fail to build.
 */
const routes = vi.hoisted(() => [] as { method: string; url: string; httpStatus?: string }[]);

vi.mock('../../src/kit/serializer.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/kit/serializer.ts')>();
  return {
    ...real,
    responseSerializerCompiler: (route: Parameters<typeof real.responseSerializerCompiler>[0]) => {
      routes.push(route);
      return real.responseSerializerCompiler(route);
    },
  };
});

const { buildSerializer } = await import('../../src/kit/serializer.ts');
const app = await buildApp({ config: testConfig({ database: { kind: 'pglite' } }) });
await app.ready();
afterAll(() => app.close());

it('builds the serializer of every route and status', () => {
  expect(routes.length).toBeGreaterThan(300);
  const failed: string[] = [];
  for (const route of routes) {
    try {
      const serialize = buildSerializer(route as Parameters<typeof buildSerializer>[0]);
      expect(typeof serialize).toBe('function');
    } catch (error) {
      failed.push(`${route.method} ${route.url} ${route.httpStatus}: ${(error as Error).message}`);
    }
  }
  expect(failed).toEqual([]);
});
