import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects so `npm test` can run (and report) unit, web-component and integration suites separately.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'e2e/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // PGlite boots a WASM PostgreSQL per suite; on 2 cores a generous timeout avoids false failures.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
