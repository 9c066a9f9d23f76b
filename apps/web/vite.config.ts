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
  },
  server: {
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: serverOrigin, changeOrigin: false }]),
    ),
  },
});
