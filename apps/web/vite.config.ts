import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Fastify server owns every non-asset path; in dev it runs on :3000 while Vite serves the SPA.
const serverOrigin = 'http://localhost:3000';
const proxied = ['/api', '/core', '/auth', '/oidc', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases, and no single
        // chunk grows past the 500 kB warning as features arrive.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: serverOrigin, changeOrigin: false }]),
    ),
  },
});
