import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { OctoError } from '../errors.ts';

/*
 * Where a webhook may post (docs/octo.md "Webhooks"): https to a public address. A URL whose host resolves to a
 * loopback, private, link-local or otherwise internal address would let a reseller make this server call into
 * its own network, so it is refused at registration and checked again at every attempt (a name may be pointed
 * elsewhere later), where the name is resolved once and the attempt connects to the address checked. `WEBHOOK_ALLOW_PRIVATE=true` allows both http and such addresses (tests, on-premises).
 */

const V4_BLOCKS: [number, number][] = [
  [0x00000000, 8], // "this" network
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved, broadcast
];

function v4Internal(address: string): boolean {
  const n = address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
  return V4_BLOCKS.some(
    ([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
  );
}

/** Whether an IP address is loopback, private, link-local or otherwise not on the public internet. */
export function isInternalAddress(address: string): boolean {
  if (isIP(address) === 4) return v4Internal(address);
  const a = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a)?.[1];
  if (mapped) return v4Internal(mapped);
  return (
    a === '::' ||
    a === '::1' ||
    /^f[cd]/.test(a) || // unique local fc00::/7
    /^fe[89ab]/.test(a) || // link-local fe80::/10
    a.startsWith('ff') // multicast
  );
}

const refused = (url: string, why: string) =>
  new OctoError('BAD_REQUEST', `url: ${why}`, {
    'tourtariff:fields': [{ field: 'body.url', rule: 'webhook_url', message: why }],
    'tourtariff:params': { url },
  });

/** One address of a host, as the system resolver answers it. */
export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name; deliveries take a double of it in tests. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** The URL's scheme and credentials allowed, or the BAD_REQUEST naming why not. */
function parseWebhookUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused(raw, 'must be an absolute URL');
  }
  if (url.username || url.password) throw refused(raw, 'must carry no credentials');
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw refused(raw, 'must be https');
  return url;
}

/**
 * The one address a webhook's host is reached at, resolved once: every address the name answers must be public
 * (unless `allowPrivate`), and the caller connects to the one answered here, never resolving the name again — a
 * name that answers a public address to the check and a private one to the connection (DNS rebinding) gets no
 * second answer to give.
 */
async function resolveOnce(raw: string, url: URL, allowPrivate: boolean, resolve: Resolver) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const ip = isIP(host);
  let addresses: ResolvedAddress[];
  try {
    addresses = ip ? [{ address: host, family: ip === 6 ? 6 : 4 }] : await resolve(host);
  } catch {
    throw refused(raw, 'must name a host that resolves');
  }
  const [first] = addresses;
  if (!first) throw refused(raw, 'must name a host that resolves');
  if (!allowPrivate && addresses.some((a) => isInternalAddress(a.address)))
    throw refused(raw, 'must not resolve to a loopback, private or link-local address');
  return first;
}

/** At registration: the URL when a webhook may post to it, or the BAD_REQUEST naming why not. */
export async function checkWebhookUrl(
  raw: string,
  allowPrivate: boolean,
  resolve: Resolver = systemResolver,
): Promise<URL> {
  const url = parseWebhookUrl(raw, allowPrivate);
  if (!allowPrivate) await resolveOnce(raw, url, allowPrivate, resolve);
  return url;
}

/** At each attempt: the URL and the checked address the attempt connects to (transport.ts). */
export async function webhookTarget(raw: string, allowPrivate: boolean, resolve: Resolver = systemResolver) {
  const url = parseWebhookUrl(raw, allowPrivate);
  return { url, ...(await resolveOnce(raw, url, allowPrivate, resolve)) };
}
