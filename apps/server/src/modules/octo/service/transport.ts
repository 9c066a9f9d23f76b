import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type ResolvedAddress, type Resolver, systemResolver, webhookTarget } from './addresses.ts';

/*
 * How a webhook attempt reaches its receiver (docs/octo.md "Webhooks"). The host is resolved once, its address
 * checked (addresses.ts), and the connection made to that address: the request's `lookup` answers the checked
 * address instead of asking DNS again, while the URL keeps its name, so the Host header, TLS SNI and the
 * certificate check are the name's. Redirects are not followed (http.request never does).
 */

/** Where one attempt connects: the URL and the address its host was checked at. */
export type WebhookTarget = { url: URL } & ResolvedAddress;

/** Posts `body` to the target; answers the HTTP status. */
export type Post = (
  target: WebhookTarget,
  request: { headers: Record<string, string>; body: string; timeoutMs: number },
) => Promise<number>;

export type Transport = { resolve: Resolver; post: Post };

const pinnedLookup =
  ({ address, family }: ResolvedAddress): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

export const postPinned: Post = (target, { headers, body, timeoutMs }) =>
  new Promise((resolve, reject) => {
    const client = target.url.protocol === 'https:' ? https : http;
    const request = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(target),
        // A fresh connection each attempt: a pooled socket could have been opened to another address.
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });

export const systemTransport: Transport = { resolve: systemResolver, post: postPinned };

/** Resolves and checks the URL's host once, then posts to the address checked. */
export async function postWebhook(
  transport: Transport,
  raw: string,
  allowPrivate: boolean,
  request: Parameters<Post>[1],
): Promise<number> {
  const target = await webhookTarget(raw, allowPrivate, transport.resolve);
  return transport.post(target, request);
}
