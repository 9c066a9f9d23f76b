import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { isApiPath } from '../paths.ts';

type Directives = Record<string, string[]>;

const isHttps = (config: Config) => config.publicUrl.startsWith('https:');

/**
 * The policy of everything this server answers, the single-page app first. Scripts only from our own origin (Vite
 * emits no inline script; `inlineScripts` lists the hashes of any that a page does carry). The runtime
 * configuration block `<script type="application/json">` is data, never executed, so it needs no hash.
 */
export function cspDirectives(config: Config, inlineScripts: string[] = []): Directives {
  const core = new URL(config.coreUrl).origin;
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.map((hash) => `'${hash}'`)],
    'script-src-attr': ["'none'"],
    // Inline styles stay allowed: React `style` attributes and react-bootstrap's positioning write them, and a
    // style cannot run code. Scripts are where the policy is strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Stored images come from /api/ipfs; data: and blob: URLs preview a file before upload, and docs/product.md §3 lets an
    // image be any https address (a provider's `picture` claim, for one).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // The core API and its event stream may live on another origin (CORE_URL).
    'connect-src': core === new URL(config.publicUrl).origin ? ["'self'"] : ["'self'", core],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (isHttps(config)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export const serializeCsp = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** `sha256-…` of every inline script a browser would execute (not JSON data blocks, not external ones). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(attributes) || body === '') continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return hashes;
}

/**
 * The headers helmet writes for these options, worked out once: none depends on the request (the policy has no
 * nonce), so each request sets the same list instead of running helmet's eleven middlewares again.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]) {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader: (name: string) => {
      set.delete(name);
      removed.push(name);
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet runs synchronously; were it ever to finish later, the headers recorded here would be incomplete.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return { set: [...set], removed };
}

/**
 * Security headers on every answer: the SPA, the app API, the core service (alone too) and the embedded
 * provider. Helmet writes them on the raw response when a request arrives, so answers that bypass Fastify's
 * reply (the provider, the event stream) carry them as well, and a route that sets its own header wins: the
 * provider's stricter page policy, the sandbox of stored files. API answers carry personal data, so no cache
 * (browser, proxy, back/forward) may keep them unless the route says otherwise.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const { set, removed } = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      // Decided by PUBLIC_URL, not the request: behind a proxy that ends TLS, the app itself sees only http.
      strictTransportSecurity: isHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (isApiPath(request.url) && !request.url.startsWith('/oidc'))
        reply.header('cache-control', 'no-store');
      const raw = reply.raw;
      for (const name of removed) raw.removeHeader(name);
      for (const [name, value] of set) raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
