import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;

/**
 * Paths a browser opens by hand or by sign-in: the app's pages and the start of sign-in. APIs are left alone,
 * OCTO's and the feeds' too (docs/octo.md): a redirect to another origin would drop a reseller's Authorization.
 */
const isPageVisit = (path: string) =>
  path === '/api/auth/signin' || !/^\/(api|core|auth|oidc|octo|feeds|healthz|readyz)(\/|$)/.test(path);

/**
 * On a local install (PUBLIC_URL on a loopback name), opening the app under another name for the same machine
 * (127.0.0.1 for localhost) would end sign-in in a 400: the session and sign-in cookies belong to the name the
 * browser used, while the provider returns it to PUBLIC_URL. Such visits are sent to PUBLIC_URL first.
 *
 * Only for a loopback PUBLIC_URL: in front of a public one sits a proxy, which may well pass its own upstream
 * name as Host, and redirecting on that would loop forever.
 */
export const canonicalHostPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  const canonical = new URL(publicUrl);
  if (!LOOPBACK.test(canonical.hostname)) return;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const path = request.url.split('?')[0] ?? '/';
    if (!isPageVisit(path)) return done();
    // `hostname` honours X-Forwarded-Host only when TRUST_PROXY says so (Fastify's trustProxy).
    if (request.hostname.toLowerCase() === canonical.hostname.toLowerCase()) return done();
    // Answered here: the hook runner goes no further once the reply is sent.
    reply.redirect(new URL(request.url, canonical.origin).href, 308);
  });
});
