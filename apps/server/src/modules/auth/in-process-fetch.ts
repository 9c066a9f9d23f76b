import type { FastifyInstance } from 'fastify';

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * A fetch that answers requests for this server's own origin through `app.inject`, and sends anything else over
 * the network. The relying party talks to the embedded provider this way, so the server never needs to reach
 * its own public URL (which behind a proxy or TLS terminator it often cannot).
 */
export function inProcessFetch(app: FastifyInstance, publicUrl: string): Fetch {
  const origin = new URL(publicUrl).origin;
  return async (url, init = {}) => {
    const target = new URL(url);
    if (target.origin !== origin) return fetch(url, init);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = init.body;
    const payload =
      body === undefined || body === null
        ? undefined
        : body instanceof URLSearchParams
          ? body.toString()
          : typeof body === 'string'
            ? body
            : Buffer.from(await new Response(body).arrayBuffer());
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, host: target.host, 'x-forwarded-proto': target.protocol.replace(':', '') },
      ...(payload === undefined ? {} : { payload }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const noBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(noBody ? null : res.rawPayload, { status: res.statusCode, headers: responseHeaders });
  };
}
