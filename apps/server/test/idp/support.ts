import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createIdp, type Idp, type IdpClient, type IdpOptions } from '../../src/idp/index.ts';
import { captureMailer } from '../mail.ts';

export type IdpServer = {
  origin: string;
  issuer: string;
  idp: Idp;
  app: FastifyInstance;
  database: Database;
  /** Every mail the provider sent (sign-up confirmations, reset links). */
  mails: ReturnType<typeof captureMailer>;
  close(): Promise<void>;
};

export const client: IdpClient = {
  client_id: 'tourtariff-web',
  client_secret: 'test-secret-of-at-least-32-characters!',
  redirect_uris: ['http://app.test/api/auth/callback'],
  post_logout_redirect_uris: ['http://app.test/'],
};

/**
 * A provider on a random port of 127.0.0.1, mounted at /oidc in a Fastify app that serves other routes too. The
 * socket listens first so the issuer can name its port; Fastify then serves on it. Other suites may use this as
 * an "external" provider.
 */
export async function startIdpServer(
  options: Partial<IdpOptions> & { database?: Database; port?: number; mount?: string } = {},
): Promise<IdpServer> {
  const { database: given, port = 0, mount = '/oidc', ...idpOptions } = options;
  const database = given ?? (await openDatabase({ kind: 'pglite' }));
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}${mount}`;
  const mails = captureMailer();
  const idp = await createIdp({
    db: database.db,
    issuer,
    clients: [client],
    accessTokenAudience: 'tourtariff-api',
    mailer: mails.mailer,
    trustProxy: true,
    ...idpOptions,
  });
  const app = Fastify({
    trustProxy: true,
    serverFactory: (handler) => server.on('request', handler),
  });
  app.get('/hello', async () => ({ hello: 'world' }));
  app.post('/echo', async (request) => ({ body: request.body }));
  await app.register(idp.plugin);
  await app.ready();
  return {
    origin,
    issuer,
    idp,
    app,
    database,
    mails,
    async close() {
      await app.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (!given) await database.close();
    },
  };
}

type StoredCookie = { name: string; value: string; path: string };

/** A browser in miniature: a cookie jar honouring paths, and redirects followed by hand. */
export class Browser {
  readonly cookies = new Map<string, StoredCookie>();
  readonly headers: Record<string, string>;

  constructor(headers: Record<string, string> = {}) {
    this.headers = headers;
  }

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookie = [...this.cookies.values()]
      .filter(
        (c) =>
          target.pathname === c.path ||
          target.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) ||
          c.path === '/',
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.headers)) headers.set(name, value);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  private store(line: string) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    const name = pair.slice(0, index);
    const value = pair.slice(index + 1);
    const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) || '/';
    const expired = attributes.some((a) => /^expires=.*1970/i.test(a)) || value === '';
    const key = `${name};${path}`;
    if (expired) this.cookies.delete(key);
    else this.cookies.set(key, { name, value, path });
  }

  /** Follows redirects until one leaves for `stopAt` (the client's redirect URI) or a page answers. */
  async follow(
    url: string | URL,
    stopAt: string,
    init?: RequestInit,
  ): Promise<{ response: Response; location?: URL }> {
    let response = await this.fetch(url, init);
    let current = new URL(url);
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response };
      current = new URL(location, current);
      if (current.href.startsWith(stopAt)) return { response, location: current };
      response = await this.fetch(current);
    }
    throw new Error('too many redirects');
  }

  has(name: string): boolean {
    return [...this.cookies.values()].some((c) => c.name === name);
  }
}

export function form(values: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  };
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(issuer: string, params: Record<string, string> = {}) {
  const { challenge, verifier } = pkce();
  const state = randomBytes(8).toString('hex');
  const url = new URL(`${issuer}/auth`);
  const search = {
    client_id: client.client_id,
    redirect_uri: client.redirect_uris[0] ?? '',
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value);
  return { url, state, verifier };
}

/** The action of the first form on a page, resolved against the page's URL. */
export function formAction(html: string, base: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the page');
  return new URL(action.replaceAll('&amp;', '&'), base).href;
}

export function basicAuth(): string {
  const user = encodeURIComponent(client.client_id);
  const password = encodeURIComponent(client.client_secret);
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

export async function tokenRequest(issuer: string, values: Record<string, string>) {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth() },
    body: new URLSearchParams(values).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}
